import { Component, type ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';

/**
 * After a deploy, the hashed chunks an open tab still asks for are gone: the dynamic import fails. The notice must
 * show even when the failed chunk is the app itself (no texts loaded yet), so its few words travel here, in the
 * five languages, rather than in the locale files.
 */
const TEXTS = {
  en: { title: 'A new version is available', message: 'The app was updated while this page was open. Reload to continue with the new version.', reload: 'Reload' },
  id: { title: 'Versi baru tersedia', message: 'Aplikasi diperbarui saat halaman ini terbuka. Muat ulang untuk melanjutkan dengan versi baru.', reload: 'Muat ulang' },
  de: { title: 'Eine neue Version ist verfügbar', message: 'Die App wurde aktualisiert, während diese Seite offen war. Laden Sie neu, um mit der neuen Version weiterzuarbeiten.', reload: 'Neu laden' },
  fr: { title: 'Une nouvelle version est disponible', message: 'L’application a été mise à jour pendant que cette page était ouverte. Rechargez pour continuer avec la nouvelle version.', reload: 'Recharger' },
  pt: { title: 'Está disponível uma nova versão', message: 'A aplicação foi atualizada enquanto esta página estava aberta. Recarregue para continuar com a nova versão.', reload: 'Recarregar' },
} as const;

/** Failures of a dynamic import or of a chunk's preload, as the browsers and Vite word them. */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

function language(): keyof typeof TEXTS {
  const wanted = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? document.documentElement.lang;
  return wanted in TEXTS ? (wanted as keyof typeof TEXTS) : 'en';
}

export function NewVersionNotice() {
  const text = TEXTS[language()];
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
