import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { FREE_PLAN_LIMITS, FREE_TRIAL_DAYS, PREMIUM_PRICES, PREMIUM_RECOMMENDATIONS_PER_SEARCH } from '@/lib/plans';
import { LEGAL_LAST_UPDATED, LIABILITY_MONTHS, NOTICE_DAYS } from '../legal-facts';
import { InfoPageLayout, KeyFacts, SectionList, type InfoSection } from './InfoPageLayout';

const privacyLink = (
  <Link component={RouterLink} to={paths.privacyPolicy}>
    Privacy Policy
  </Link>
);

const SECTIONS: InfoSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Cellar Door AI, operated from Melbourne, Victoria. By creating an account
          or using the app you agree to them.
        </p>
        <p>
          Nothing in these terms excludes, restricts or changes the rights you have under the{' '}
          <strong>Australian Consumer Law</strong> or any other law that cannot be excluded.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'You must be 18 or older',
    body: (
      <p>
        Cellar Door AI is for adults only. <strong>You must be 18 or older</strong> to create an account, and you confirm your
        date of birth when you register. We may close an account that gives false age information.{' '}
        <Link component={RouterLink} to={paths.ageVerification}>
          Read about age verification
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <p>
        Keep your password secure and your details accurate. You are responsible for what happens in your account; tell us
        straight away at <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> if you think someone else has used it.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'Recommendations and analyses',
    body: (
      <p>
        Recommendations, photo analyses, value estimates and drinking windows are produced by AI for your information and
        enjoyment. They can be wrong, and they are not professional, financial or medical advice — a value estimate is not a
        valuation for sale or insurance. Please drink responsibly.
      </p>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and limits',
    body: (
      <SectionList
        items={[
          <>
            <strong>Free:</strong> AI recommendations ({FREE_PLAN_LIMITS.recommendationsPerSearch} per search), up to{' '}
            {FREE_PLAN_LIMITS.savedWines} saved wines and {FREE_PLAN_LIMITS.photoAnalysesPerMonth} photo analyses per calendar
            month.
          </>,
          <>
            <strong>Premium:</strong> unlimited saved wines and photo analyses, {PREMIUM_RECOMMENDATIONS_PER_SEARCH}{' '}
            recommendations per search, voice search, meal and menu pairing, food pairing suggestions, cellar analytics and
            priority support.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'premium-billing',
    title: 'Premium billing, free trial and cancellation',
    body: (
      <SectionList
        items={[
          <>
            Premium costs <strong>{PREMIUM_PRICES.monthly} per month</strong> or <strong>{PREMIUM_PRICES.yearly} per year</strong>{' '}
            in Australian dollars, including GST.
          </>,
          <>
            A new subscription starts with a <strong>{FREE_TRIAL_DAYS}-day free trial</strong>. If you do not cancel during the
            trial, your first payment is taken when it ends.
          </>,
          <>
            Your subscription <strong>renews automatically</strong> at the end of each month or year until you cancel.
          </>,
          <>
            You can <strong>cancel anytime</strong> from the Subscription page. You keep Premium until the end of the period you
            have paid for.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        If you cancel during the free trial you are never charged. After the trial, payments are refundable only as required by
        the Australian Consumer Law — for example, if the service has a major failure.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <SectionList
        items={[
          'Do not upload anything unlawful, or photos you do not have the right to use.',
          'Do not try to get around plan limits, access other people’s data or disrupt the service.',
          'Do not copy, scrape or resell the app or its content.',
        ]}
      />
    ),
  },
  {
    id: 'content',
    title: 'Your content and ours',
    body: (
      <>
        <p>
          Your photos and notes remain yours. You let us store and process them only to provide the service to you. Our{' '}
          {privacyLink} explains how we handle your personal information.
        </p>
        <p>
          The app, the Australian Wine Guide and our brand belong to us; you may use them for your own, non-commercial enjoyment.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms and the service',
    body: (
      <>
        <p>
          We will tell you about changes to these terms at least <strong>{NOTICE_DAYS} days</strong> before they take effect. If
          you do not agree, you can cancel before then.
        </p>
        <p>
          If we decide to discontinue the service, we will give you <strong>{NOTICE_DAYS} days&apos; notice</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, our total liability to you is limited to the amounts you paid us in the{' '}
        <strong>{LIABILITY_MONTHS} months</strong> before the claim. This does not limit your rights under the Australian Consumer
        Law.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time from Account Settings. We may suspend or close an account that breaks these terms.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: <p>Our {privacyLink} explains what personal information we collect, how we use it and how long we keep it.</p>,
  },
  {
    id: 'law-and-contact',
    title: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of Victoria, Australia. Questions? E-mail{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <InfoPageLayout
      title="Terms of Service"
      description="The agreement between you and Cellar Door AI, in plain English."
      notice={LEGAL_LAST_UPDATED}
      summary={
        <KeyFacts
          title="In short"
          items={[
            'For adults 18 and over in Australia.',
            `Premium is ${PREMIUM_PRICES.monthly}/month or ${PREMIUM_PRICES.yearly}/year with a ${FREE_TRIAL_DAYS}-day free trial; cancel anytime.`,
            'Your rights under the Australian Consumer Law always apply.',
          ]}
        />
      }
      sections={SECTIONS}
    />
  );
}
