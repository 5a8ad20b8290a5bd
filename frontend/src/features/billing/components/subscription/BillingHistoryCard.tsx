import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '@wine/contracts';
import { formatBillingDate, formatInvoiceAmount } from '../../billing-format';
import { BillingCard } from './BillingCard';

export function BillingHistoryCard({ billing }: { billing: BillingInfo }) {
  return (
    <BillingCard title="Billing History" id="billing-history-title">
      {billing.invoices.length === 0 ? (
        <Typography color="text.secondary">No invoices yet. Your first invoice arrives when the free trial ends.</Typography>
      ) : (
        <Stack component="ul" divider={<Divider flexItem />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {billing.invoices.map((invoice) => (
            <Stack
              component="li"
              key={invoice.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ py: 1.5, alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ minWidth: 160 }}>{formatBillingDate(invoice.created)}</Typography>
              <Typography sx={{ fontWeight: 600, minWidth: 100 }}>
                {formatInvoiceAmount(invoice.amount, invoice.currency)}
              </Typography>
              <Chip
                label={invoice.status}
                size="small"
                color={invoice.status === 'paid' ? 'success' : 'default'}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              />
              <Box sx={{ flex: 1 }} />
              <Stack direction="row" spacing={2}>
                {invoice.hosted_invoice_url && (
                  <Link href={invoice.hosted_invoice_url} target="_blank" rel="noopener">
                    View invoice
                  </Link>
                )}
                {invoice.invoice_pdf && (
                  <Link href={invoice.invoice_pdf} target="_blank" rel="noopener">
                    PDF
                  </Link>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </BillingCard>
  );
}
