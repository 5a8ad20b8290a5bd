import { createTheme, type Theme } from '@mui/material/styles';

// System fonts only: the product must render offline and without third-party font hosts.
export const serifFontFamily =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';
const sansFontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const headingStyle = { fontFamily: serifFontFamily, fontWeight: 700, letterSpacing: '-0.015em' };

// WCAG 2.3.3: a member who asks their system for less motion gets no sliding, fading, spinning or
// pulsing. Transitions end at once (MUI's are inline styles, hence !important; the components' own
// timers still run, so they open and close as before); progress and loading shapes stand still.
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';
const still = { [REDUCED_MOTION]: { animation: 'none' } };

// Burgundy on warm cream. Text colours keep at least 4.5:1 contrast on both backgrounds (WCAG AA).
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#7a2338', light: '#9c3d55', dark: '#5a1628', contrastText: '#ffffff' },
        secondary: { main: '#8a6420', light: '#b08a45', dark: '#654812', contrastText: '#ffffff' },
        background: { default: '#faf6f1', paper: '#ffffff' },
        text: { primary: '#2b1d1f', secondary: '#5f4e50' },
        divider: 'rgba(74, 36, 44, 0.14)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#eba3b4', light: '#f4c5d0', dark: '#c97a8d', contrastText: '#2b0f16' },
        secondary: { main: '#dcbc73', light: '#ecd49d', dark: '#b8974f', contrastText: '#241a06' },
        // MUI's dark error (#f44336 under white text) is 3.7:1; a pale red under dark text is 7:1 (WCAG AA)
        error: { main: '#f28b82', light: '#f6aea9', dark: '#d9534f', contrastText: '#2b0b0b' },
        // a filled error alert (the error toasts) takes error.dark under white text by default: 3.9:1;
        // the pale red under dark text instead
        Alert: { errorFilledBg: '#f28b82', errorFilledColor: '#2b0b0b' },
        background: { default: '#151011', paper: '#1f191a' },
        text: { primary: '#f4ecea', secondary: '#c6b7b4' },
        divider: 'rgba(244, 226, 230, 0.14)',
      },
    },
  },
  // docs/product-rules.md#screens-and-client-behaviour: the mobile breakpoint is 768 px, so md starts there.
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: sansFontFamily,
    h1: { ...headingStyle, fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)', lineHeight: 1.15 },
    h2: { ...headingStyle, fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: 1.2 },
    h3: { ...headingStyle, fontSize: 'clamp(1.35rem, 1.2rem + 0.6vw, 1.75rem)', lineHeight: 1.25 },
    h4: { ...headingStyle, fontSize: '1.5rem' },
    h5: { ...headingStyle, fontSize: '1.25rem' },
    h6: { ...headingStyle, fontSize: '1.1rem' },
    button: { textTransform: 'none', fontWeight: 600 },
    // small capitals above a group: footer columns, "On this page", a detail's sections
    overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        [REDUCED_MOTION]: {
          '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
        },
      },
    },
    // a spinner still shows its arc, a skeleton its shape
    MuiCircularProgress: { styleOverrides: { root: still, circle: still } },
    MuiSkeleton: { styleOverrides: { root: { ...still, '&::after': still } } },
    // an indeterminate bar would sit outside its track without its animation: it fills the track
    MuiLinearProgress: {
      styleOverrides: {
        bar1: { [REDUCED_MOTION]: { animation: 'none', '.MuiLinearProgress-indeterminate > &': { left: 0, right: 0 } } },
        bar2: { [REDUCED_MOTION]: { animation: 'none', '.MuiLinearProgress-indeterminate > &': { display: 'none' } } },
      },
    },
    // WCAG 2.4.7 / 2.4.13: a keyboard user always sees where focus is. MUI marks keyboard focus with
    // Mui-focusVisible (buttons, tabs, checkboxes, radios, menu items); the outline is drawn inside
    // items that sit flush in a list or tab bar, where an outside ring would be clipped.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: '2px' },
          '&.MuiMenuItem-root.Mui-focusVisible, &.MuiListItemButton-root.Mui-focusVisible, &.MuiTab-root.Mui-focusVisible': {
            outlineOffset: '-3px',
          },
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // question lists (FAQ, help articles): outlined accordions are separate rounded cards
    MuiAccordion: {
      defaultProps: { disableGutters: true },
      variants: [
        {
          props: { variant: 'outlined' },
          style: {
            marginBottom: 12,
            borderRadius: 20,
            '&::before': { display: 'none' },
            '&:first-of-type, &:last-of-type': { borderRadius: 20 },
          },
        },
      ],
    },
  },
});

// The primary colour as a CSS variable, so tints made from it follow the active colour scheme.
export function primary(theme: Theme): string {
  return (theme.vars ?? theme).palette.primary.main;
}
