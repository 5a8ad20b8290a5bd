import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { TopBar } from './TopBar';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('TopBar signed out', () => {
  it('shows Pricing, Contact, Sign In and Get Started', () => {
    renderWithStore(<TopBar user={null} onSignOut={vi.fn()} />);
    const links = mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Pricing', 'Contact']);
    expect(screen.getByRole('link', { name: 'Cellar Door AI' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('Sign In and Get Started open the dialogs through the URL', async () => {
    const { user } = renderWithStore(<TopBar user={null} onSignOut={vi.fn()} />, { route: '/pricing' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?signin=1');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?signup=1');
  });
});

describe('TopBar signed in', () => {
  it('shows the six links and a user menu with initials', async () => {
    const { user } = renderWithStore(<TopBar user={testUser} onSignOut={vi.fn()} />);
    const links = mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Recommendations', 'My Cellar', 'Upload Wine', 'Wine Education', 'Winery Explorer', 'Pricing']);
    expect(screen.getByRole('link', { name: 'Cellar Door AI' })).toHaveAttribute('href', '/dashboard');

    const menuButton = screen.getByRole('button', { name: 'Open user menu' });
    // The initials are drawn by CSS from this attribute (see UserAvatar).
    expect(menuButton.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JS');
    await user.click(menuButton);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Jane Smith')).toBeInTheDocument();
    expect(menu.getByText('jane.smith@example.com.au')).toBeInTheDocument();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['My Cellar', 'Subscription', 'Account Settings', 'Sign Out']);
  });

  it('Sign Out in the user menu calls onSignOut', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithStore(<TopBar user={testUser} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('active link', () => {
  it("highlights My Cellar on '/cellar/x'", () => {
    renderWithStore(<TopBar user={testUser} onSignOut={vi.fn()} />, { route: '/cellar/x' });
    expect(mainNav().getByRole('link', { name: 'My Cellar' })).toHaveAttribute('aria-current', 'page');
    const current = mainNav()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it("highlights nothing on '/'", () => {
    renderWithStore(<TopBar user={testUser} onSignOut={vi.fn()} />, { route: '/' });
    expect(mainNav().getByRole('link', { name: 'Recommendations' })).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu', () => {
  it('opens a drawer with the links, and a link in it navigates and closes it', async () => {
    const { user } = renderWithStore(<TopBar user={null} onSignOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Site menu' }));
    expect(drawer.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    await user.click(drawer.getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument());
  });

  it('lists Sign Out when signed in', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithStore(<TopBar user={testUser} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Site menu' }));
    expect(drawer.getByRole('link', { name: 'Winery Explorer' })).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
