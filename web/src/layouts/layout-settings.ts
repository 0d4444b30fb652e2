import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Skin = 'light' | 'dark' | 'bordered' | 'semi-dark';
export type MenuLayout = 'vertical' | 'horizontal';
export type ContentWidth = 'full' | 'boxed';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';

export interface LayoutSettings {
  skin: Skin;
  menuLayout: MenuLayout;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarColor: string;
  footerType: FooterType;
  isRTL: boolean;
  menuCollapsed: boolean;
  menuHidden: boolean;
}

/** Spec §9: light skin, vertical menu, full content width, floating white navbar, static footer. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  skin: 'light',
  menuLayout: 'vertical',
  contentWidth: 'full',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  isRTL: false,
  menuCollapsed: false,
  menuHidden: false,
};

export const LAYOUT_STORAGE_KEY = 'layout';

export function loadLayout(): LayoutSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}') as Partial<LayoutSettings>;
    const merged = { ...DEFAULT_LAYOUT };
    for (const key of Object.keys(DEFAULT_LAYOUT) as (keyof LayoutSettings)[]) {
      if (typeof stored[key] === typeof DEFAULT_LAYOUT[key]) (merged as Record<string, unknown>)[key] = stored[key];
    }
    return merged;
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: loadLayout,
  reducers: {
    layoutChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      Object.assign(state, action.payload);
    },
    menuCollapseToggled(state) {
      state.menuCollapsed = !state.menuCollapsed;
    },
    layoutReset() {
      return { ...DEFAULT_LAYOUT };
    },
  },
});

export const { layoutChanged, menuCollapseToggled, layoutReset } = layoutSlice.actions;
