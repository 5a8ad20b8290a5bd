import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/render';

// jsdom applies no media query, so these read the app's style sheets: what holds for an element
// when the system asks for reduced motion, and what holds without that request.
function rules(reducedMotion: boolean): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  const walk = (list: CSSRuleList, inReducedMotion: boolean) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText.includes('prefers-reduced-motion: reduce'));
      else if (rule instanceof CSSStyleRule && inReducedMotion === reducedMotion) found.push(rule);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, false);
  return found;
}

// (jsdom's selector engine throws on some pseudo-elements, e.g. ::backdrop, which match no element here)
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

function declared(element: Element, property: string, reducedMotion: boolean): string[] {
  return rules(reducedMotion)
    .filter((rule) => matches(element, rule.selectorText) && rule.style.getPropertyValue(property))
    .map((rule) => `${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property) ? ' !important' : ''}`);
}

describe('theme under prefers-reduced-motion', () => {
  it('stops the spinner, its arc, the skeleton and the loading bar, which move otherwise', () => {
    renderWithStore(
      <>
        <CircularProgress aria-label="Searching" />
        <Skeleton data-testid="skeleton" />
        <LinearProgress aria-label="Reading the file" />
      </>,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Searching' });
    const bar = screen.getByRole('progressbar', { name: 'Reading the file' });
    const moving = [
      spinner,
      spinner.querySelector('circle')!,
      screen.getByTestId('skeleton'),
      bar.querySelector('.MuiLinearProgress-bar1')!,
      bar.querySelector('.MuiLinearProgress-bar2')!,
    ];
    for (const element of moving) {
      expect(declared(element, 'animation', false).join(), element.className.toString()).toMatch(/infinite/);
      expect(declared(element, 'animation', true), element.className.toString()).toContain('none');
    }
    // the still bar fills its track rather than sitting outside it; the second bar is hidden
    expect(declared(moving[3], 'right', true)).toContain('0');
    expect(declared(moving[4], 'display', true)).toContain('none');
  });

  it('ends every transition at once, dialogs included', () => {
    renderWithStore(
      <Dialog open>
        <DialogTitle>Cellar Limit Reached</DialogTitle>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cellar Limit Reached' });
    // MUI's fade is an inline style, so only an !important rule can end it
    expect(dialog.parentElement!.style.transition).toMatch(/opacity \d+ms/);
    expect(declared(dialog.parentElement!, 'transition-duration', true)).toContain('0s !important');
    expect(declared(dialog.parentElement!, 'transition-duration', false)).toEqual([]);
  });
});
