import type { Locator, Page } from '@playwright/test';

// /settings: profile, password and delete-account sections, and the delete confirmation.
export class AccountSettingsPage {
  readonly profile: Locator;
  readonly password: Locator;
  readonly deleteSection: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.profile = page.getByRole('region', { name: 'Profile' });
    this.password = page.getByRole('region', { name: 'Password' });
    this.deleteSection = page.getByRole('region', { name: 'Delete Account' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  }

  confirmationInput(): Locator {
    return this.deleteDialog.getByLabel('Type DELETE to confirm');
  }

  passwordInput(): Locator {
    return this.deleteDialog.getByLabel('Your password');
  }

  confirmDeleteButton(): Locator {
    return this.deleteDialog.getByRole('button', { name: 'Delete Account' });
  }

  async openDeleteDialog(): Promise<void> {
    await this.deleteSection.getByRole('button', { name: 'Delete Account' }).click();
  }
}
