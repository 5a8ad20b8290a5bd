import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './shell-page';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

// A fresh address per call, so runs never collide with each other or with earlier runs.
export function newAccount(): NewAccount {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `e2e-${unique}@example.com`, password: `Pw-${unique}`, firstName: 'Olivia', lastName: 'Taylor' };
}

// Sign In, Create Your Account and the profile setup dialog, plus the toasts they raise.
export class AuthDialogs extends PageObject {
  readonly signIn = this.page.getByRole('dialog', { name: 'Sign In' });
  readonly signUp = this.page.getByRole('dialog', { name: 'Create Your Account' });
  readonly profileSetup = this.page.getByRole('dialog', { name: 'Complete Your Profile' });

  async fillSignIn(email: string, password: string): Promise<void> {
    await this.signIn.getByLabel('Email').fill(email);
    await this.signIn.getByLabel('Password').fill(password);
    await this.signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async fillSignUp(account: Partial<NewAccount> & { confirmPassword?: string }): Promise<void> {
    if (account.firstName) await this.signUp.getByLabel('First name (optional)').fill(account.firstName);
    if (account.lastName) await this.signUp.getByLabel('Last name (optional)').fill(account.lastName);
    await this.signUp.getByLabel('Email').fill(account.email ?? '');
    await this.signUp.getByLabel(/^Password/).fill(account.password ?? '');
    await this.signUp.getByLabel('Confirm password').fill(account.confirmPassword ?? account.password ?? '');
    await this.signUp.getByRole('button', { name: 'Create Account' }).click();
  }

  dateOfBirth(): Locator {
    return this.profileSetup.getByLabel('Date of birth');
  }

  certification(): Locator {
    return this.profileSetup.getByRole('checkbox', { name: /18 years of age or older/ });
  }

  profileButton(name: 'Next' | 'Back' | 'Complete Setup'): Locator {
    return this.profileSetup.getByRole('button', { name, exact: true });
  }

  async passAgeVerification(dateOfBirth: string): Promise<void> {
    await this.dateOfBirth().fill(dateOfBirth);
    await this.certification().check();
    await this.profileButton('Next').click();
    await expect(this.profileSetup.getByText('Step 2 of 2: Preferences')).toBeVisible();
  }
}

// Creates an account through the real API in the page's browser context, so its refresh cookie
// signs the page in on the next load. Optionally completes the profile, as a returning user's is.
export async function registerViaApi(page: Page, { completeProfile = false } = {}): Promise<NewAccount> {
  const account = newAccount();
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  if (completeProfile) {
    const { accessToken } = (await response.json()) as { accessToken: string };
    const setup = await page.request.post('/api/profile/setup', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { dateOfBirth: '1985-07-04', wineExperienceLevel: null, preferredWineTypes: null, budgetRange: null, location: null },
    });
    expect(setup.ok()).toBe(true);
  }
  return account;
}
