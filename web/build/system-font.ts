import type { Plugin } from 'vite';

const PRIME_THEME = /primereact\/resources\/themes\/[^/]+\/theme\.css/;
export const SYSTEM_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * PrimeReact's themes declare and use the Inter variable font (340 KiB per style). The interface uses the system's
 * own font instead: nothing to download before the first paint, and a face every platform renders well.
 */
export function systemFont(): Plugin {
  return {
    name: 'sejawat:system-font',
    enforce: 'pre',
    transform(code, id) {
      if (!PRIME_THEME.test(id)) return null;
      return {
        code: code.replace(/@font-face\s*\{[^}]*\}/g, '').replace(/"Inter var", sans-serif/g, SYSTEM_FONT_STACK),
        map: null,
      };
    },
  };
}
