/** Seed §9: the sidebar is 210 px wide; collapsed, it keeps a strip of icons. */
export const SIDEBAR_WIDTH_PX = 210;
export const COLLAPSED_SIDEBAR_WIDTH_PX = 56;
