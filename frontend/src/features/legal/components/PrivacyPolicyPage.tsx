import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SUPPORT_EMAIL } from '@/lib/brand';
import { DELETION_DAYS, LEGAL_LAST_UPDATED, RETENTION_PERIODS } from '../legal-facts';
import { InfoPageLayout, KeyFacts, SectionList, type InfoSection } from './InfoPageLayout';

const mail = <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>;

const SECTIONS: InfoSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Cellar Door AI (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is an AI wine recommendation and cellar app for adults in Australia,
          operated from Melbourne, Victoria. We handle personal information in line with the{' '}
          <strong>Privacy Act 1988 (Cth)</strong> and the <strong>Australian Privacy Principles</strong> (APPs).
        </p>
        <p>This policy explains what we collect, why we collect it, how long we keep it and the choices you have.</p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <SectionList
        items={[
          <>
            <strong>Account details:</strong> your name, e-mail address and password (stored only as a one-way hash).
          </>,
          <>
            <strong>Age verification:</strong> your date of birth and your confirmation that you are 18 or older.
          </>,
          <>
            <strong>Preferences you choose to share:</strong> wine experience, preferred wine types, budget and location.
          </>,
          <>
            <strong>What you do in the app:</strong> your searches, the recommendations you receive, your saved wines and the
            photos you upload for analysis.
          </>,
          <>
            <strong>Payments:</strong> your plan, billing address and invoices. Card details are handled by our card payment
            provider; we never see or store your full card number.
          </>,
          <>
            <strong>Messages:</strong> what you send through the contact form, and your e-mail address if you join our waitlist.
          </>,
          <>
            <strong>Technical information:</strong> such as your IP address and browser, used to keep the service secure and to
            prevent abuse.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <SectionList
        items={[
          'To give you wine recommendations, photo analyses and food pairings.',
          'To run your account, your cellar and your subscription.',
          'To confirm you are 18 or older, as Australian law requires.',
          'To answer your messages and provide support.',
          'To keep the service secure and prevent fraud and misuse.',
          'To improve the app, using information that does not identify you where we can.',
          'To send you news and offers, only if you agree; you can opt out at any time.',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>We never sell your personal information.</strong> We share it only with service providers who help us run the
          app — such as our card payment provider and our hosting, storage, e-mail and AI processing providers — under contracts
          that limit what they can do with it, and when the law requires us to.
        </p>
        <p>
          Some of these providers may store or process information outside Australia. When they do, we take reasonable steps to
          make sure they handle it consistently with the Australian Privacy Principles.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>We keep personal information only for as long as we need it, or as long as the law requires:</p>
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}>
          <Table size="small" aria-label="Retention periods">
            <TableHead>
              <TableRow>
                <TableCell>Information</TableCell>
                <TableCell>Kept for</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {RETENTION_PERIODS.map((row) => (
                <TableRow key={row.data} sx={{ '&:last-child td': { border: 0 } }}>
                  <TableCell sx={{ fontWeight: 600 }}>{row.data}</TableCell>
                  <TableCell>{row.period}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <p>
          When you delete your account, we remove your data within {DELETION_DAYS} days, apart from records we must keep by law,
          such as payment records.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Access, correction and deletion',
    body: (
      <SectionList
        items={[
          <>You can ask for a copy of the personal information we hold about you, and ask us to correct it. E-mail {mail}.</>,
          <>You can delete your account at any time from Account Settings. Your data is removed within {DELETION_DAYS} days.</>,
          'You can stop marketing e-mails with the unsubscribe link in any of them, or by contacting us.',
        ]}
      />
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        Your information is encrypted in transit, passwords are stored only as strong one-way hashes, and only you can see your
        cellar and photos. If a data breach is likely to cause you serious harm, we will tell you and the Office of the Australian
        Information Commissioner, as the Notifiable Data Breaches scheme requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use a secure cookie to keep you signed in, and your browser&apos;s local storage to remember whether you prefer the
        light or dark theme. We do not use advertising cookies.
      </p>
    ),
  },
  {
    id: 'under-18',
    title: 'People under 18',
    body: (
      <p>
        Cellar Door AI is only for adults aged 18 and over. We do not knowingly collect information about anyone younger; if we
        learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Questions and complaints',
    body: (
      <p>
        Contact us at {mail} with any question or complaint about privacy. We reply within 24 hours, Monday to Friday (Australian
        Eastern time). If you are not satisfied with our answer, you can complain to the Office of the Australian Information
        Commissioner at{' '}
        <Link href="https://www.oaic.gov.au/" target="_blank" rel="noopener noreferrer">
          oaic.gov.au
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we will update the date at the top of this page, and tell you by e-mail or in the app before an
        important change takes effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <InfoPageLayout
      title="Privacy Policy"
      description="How we collect, use and protect your personal information."
      notice={LEGAL_LAST_UPDATED}
      summary={
        <KeyFacts
          title="In short"
          items={[
            'We follow the Privacy Act 1988 (Cth) and the Australian Privacy Principles.',
            'We never sell your personal information.',
            `Delete your account at any time; your data is removed within ${DELETION_DAYS} days.`,
          ]}
        />
      }
      sections={SECTIONS}
    />
  );
}
