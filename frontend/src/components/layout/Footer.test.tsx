import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links the information pages and marks the coming-soon entries inactive', () => {
    renderWithStore(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    const expected: Record<string, string> = {
      'Help Centre': '/help-centre',
      Contact: '/contact',
      'Wine Education': '/wine-education',
      'Privacy Policy': '/privacy-policy',
      'Terms of Service': '/terms-of-service',
      'Age Verification': '/age-verification',
      'Responsible Drinking': '/responsible-drinking',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const label of ['Shop (Coming Soon)', 'Referral Program (Coming Soon)']) {
      expect(footer.getByText(label)).toHaveAttribute('aria-disabled', 'true');
      expect(footer.queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    expect(footer.getByText('18+ only. Please drink responsibly.')).toBeInTheDocument();
  });

  it('opens the four social networks in a new tab', () => {
    renderWithStore(<Footer />);
    for (const name of ['Facebook', 'Instagram', 'Threads', 'LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
