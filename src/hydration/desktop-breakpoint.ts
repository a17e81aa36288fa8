/** Infima's desktop breakpoint, as theme-common's `useWindowSize` has it (desktop-breakpoint.test.ts checks). */
export const DESKTOP_BREAKPOINT = 996;
