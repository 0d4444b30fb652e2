import { vi } from 'vitest';

/** Makes the window as wide as `width` for the app's media queries (max-width ones); undo with vi.restoreAllMocks(). */
export function mockScreenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const limit = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: Boolean(limit && Number(limit[1]) >= width),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
