import { useEffect } from 'react';
import darkTheme from 'primereact/resources/themes/lara-dark-teal/theme.css?url';
import lightTheme from 'primereact/resources/themes/lara-light-teal/theme.css?url';
import { useAppSelector } from '../app/hooks';

const THEME_LINK_ID = 'prime-theme';

/** Applies the layout settings to the document: direction, skin class and the matching PrimeReact theme. */
export function useLayoutEffects() {
  const { skin, isRTL } = useAppSelector((s) => s.layout);

  useEffect(() => {
    document.documentElement.dir = isRTL ? 'rtl' : 'ltr';
  }, [isRTL]);

  useEffect(() => {
    const body = document.body;
    for (const cls of [...body.classList]) if (cls.startsWith('skin-')) body.classList.remove(cls);
    body.classList.add(`skin-${skin}`);
    applyThemeStylesheet(skin);
  }, [skin]);
}

/**
 * Points the PrimeReact theme's stylesheet at the skin's. Also called at start for a returning user, so the theme
 * downloads while the session is checked instead of after the frame has rendered.
 */
export function applyThemeStylesheet(skin: string) {
  let link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = THEME_LINK_ID;
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  const href = skin === 'dark' ? darkTheme : lightTheme;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
