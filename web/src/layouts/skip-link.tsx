import { useTranslation } from 'react-i18next';

export const CONTENT_ID = 'content';

/**
 * The first thing Tab reaches: jumps past the navbar and the menu to the page's content. Focus is moved by hand
 * (not by the #fragment) so the address, which holds the list state, stays as it is.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
