import useMediaQuery from '@mui/material/useMediaQuery';

// From 900 px the guide shows a selected item's detail in a panel beside the list; below that
// the detail opens inline, directly under the selected item.
const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';
export const SIDE_BY_SIDE_MEDIA = `@media ${SIDE_BY_SIDE_QUERY}`;

export function useSideBySide(): boolean {
  // noSsr: a client-only SPA can read the media query on the first render, so nothing jumps.
  return useMediaQuery(SIDE_BY_SIDE_QUERY, { noSsr: true });
}
