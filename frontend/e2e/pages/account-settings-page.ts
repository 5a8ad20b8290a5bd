import type { Locator } from '@playwright/test';
import { PageObject } from './shell-page';

// /settings: profile, password and delete-account sections, and the delete confirmation.
export class AccountSettingsPage extends PageObject {
  readonly profile = this.page.getByRole('region', { name: 'Profile' });
  readonly password = this.page.getByRole('region', { name: 'Password' });
  readonly deleteSection = this.page.getByRole('region', { name: 'Delete Account' });
  readonly deleteDialog = this.page.getByRole('dialog', { name: 'Delete your account?' });

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
