import { Route, Routes } from 'react-router';
import { AccountSettingsRoute } from './AccountSettingsRoute';
import { DashboardRoute } from './DashboardRoute';
import { FallbackRoute, HomeRoute, RequireSignedIn } from './route-guards';
import * as Pages from './pages';

// Route table. Paths are relative to '/', matching lib/paths.ts (docs/product-rules.md#screens-and-client-behaviour).
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<HomeRoute />} />
      <Route path="coming-soon" element={<Pages.ComingSoonPage />} />
      <Route path="pricing" element={<Pages.PricingPage />} />
      <Route path="contact" element={<Pages.ContactPage />} />
      <Route path="help-centre" element={<Pages.HelpCentrePage />} />
      <Route path="wine-education" element={<Pages.WineEducationPage />} />
      <Route path="privacy-policy" element={<Pages.PrivacyPolicyPage />} />
      <Route path="terms-of-service" element={<Pages.TermsOfServicePage />} />
      <Route path="age-verification" element={<Pages.AgeVerificationPage />} />
      <Route path="responsible-drinking" element={<Pages.ResponsibleDrinkingPage />} />
      <Route path="referral-program" element={<Pages.ReferralProgramPage />} />
      <Route path="checkout" element={<Pages.CheckoutPage />} />
      <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
      <Route element={<RequireSignedIn />}>
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="cellar" element={<Pages.CellarPage />} />
        <Route path="upload" element={<Pages.UploadPage />} />
        <Route path="winery-explorer" element={<Pages.WineryExplorerPage />} />
        <Route path="subscribe" element={<Pages.SubscribePage />} />
        <Route path="subscription" element={<Pages.SubscriptionPage />} />
        <Route path="settings" element={<AccountSettingsRoute />} />
      </Route>
      <Route path="*" element={<FallbackRoute />} />
    </Routes>
  );
}
