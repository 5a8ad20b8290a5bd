import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpArticle } from '@wine/contracts';
import { useState } from 'react';
import { IconTile } from '@/components/content/IconTile';
import { HelpArticleIcon } from './help-icons';

export function HelpArticleList({ articles }: { articles: readonly HelpArticle[] }) {
  // Articles open and close independently. Kept by id, so an open answer stays open
  // while the visitor refines the search.
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, open: boolean) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Box>
      {articles.map((article) => (
        <Accordion
          key={article.id}
          expanded={openIds.has(article.id)}
          onChange={(_event, open) => toggle(article.id, open)}
          variant="outlined"
          // The page's h1 is 'Help Centre', so each question is an h2.
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`help-article-${article.id}-header`}
            aria-controls={`help-article-${article.id}-content`}
            sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}
          >
            <IconTile size={36} sx={{ flexShrink: 0, mr: 2, borderRadius: 1.5 }}>
              <HelpArticleIcon name={article.icon} />
            </IconTile>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {article.question}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {article.category}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5, pl: { sm: 9 } }}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {article.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
