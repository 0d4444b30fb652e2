import { Component, type ReactNode } from 'react';
import { browserStartingLanguage } from '../i18n/languages';

/**
 * After a deploy, the hashed chunks an open tab still asks for are gone: the dynamic import fails. The notice must
 * show even when the failed chunk is the app itself (no texts loaded yet), so its words in the five languages are in
 * the page (web/index.html, template#new-version-texts), not in the locale files; English stands in without it.
 */
const ENGLISH = {
  title: 'A new version is available',
  message: 'The app was updated while this page was open. Reload to continue with the new version.',
  reload: 'Reload',
};

function texts(): typeof ENGLISH {
  const template = document.getElementById('new-version-texts') as HTMLTemplateElement | null;
  // The language the interface is in, worked out as it starts (the app's own texts may be what failed to load).
  const wanted = browserStartingLanguage();
  const pick = (lang: string) => template?.content.querySelector<HTMLElement>(`[lang="${lang}"]`);
  const words = pick(wanted) ?? pick('en');
  const text = (selector: string) => words?.querySelector(selector)?.textContent ?? undefined;
  return { title: text('h1') ?? ENGLISH.title, message: text('p') ?? ENGLISH.message, reload: text('b') ?? ENGLISH.reload };
}

/** Failures of a dynamic import or of a chunk's preload, as the browsers and Vite word them. */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

export function NewVersionNotice() {
  const text = texts();
  return (
    <div className="page-state" role="alert">
      <i className="pi pi-refresh page-state-icon" aria-hidden />
      <h1>{text.title}</h1>
      <p>{text.message}</p>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </div>
  );
}

/** Around the lazily loaded app: its chunk missing after a deploy shows the notice instead of a blank page. */
export class AppLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <NewVersionNotice />;
    throw this.state.error;
  }
}
