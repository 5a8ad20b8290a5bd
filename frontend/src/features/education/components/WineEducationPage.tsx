import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useReducer, type ReactNode } from 'react';
import { Page } from '@/components/layout/Page';
import { GUIDE_TABS, guideReducer, initialGuideState, type GuideTab } from '../guide-state';
import { BasicsTab } from './BasicsTab';
import { RegionsTab } from './RegionsTab';
import { VarietiesTab } from './VarietiesTab';

// docs/product-rules.md#static-content: three tabs, Wine Regions first and selected by default.
const TAB_LABELS: Record<GuideTab, string> = {
  regions: 'Wine Regions',
  varieties: 'Grape Varieties',
  basics: 'Wine Basics',
};

const tabId = (tab: GuideTab) => `guide-tab-${tab}`;
const panelId = (tab: GuideTab) => `guide-panel-${tab}`;

export function WineEducationPage() {
  // One state for the page, so each tab keeps its selection while the visitor looks at another.
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const content: Record<GuideTab, ReactNode> = {
    regions: <RegionsTab state={state} dispatch={dispatch} />,
    varieties: <VarietiesTab state={state} dispatch={dispatch} />,
    basics: <BasicsTab />,
  };

  return (
    <Page
      title="Australian Wine Guide"
      description="Explore Australia's wine regions, its signature grape varieties and the basics of reading a label."
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 3, md: 4 } }}>
        <Tabs
          value={state.tab}
          onChange={(_event, tab: GuideTab) => dispatch({ type: 'tabChanged', tab })}
          aria-label="Wine guide sections"
          variant="fullWidth"
          sx={{
            maxWidth: 600,
            '& .MuiTab-root': { minWidth: 0, px: { xs: 1, sm: 2 }, fontSize: { xs: '0.875rem', sm: '1rem' } },
          }}
        >
          {GUIDE_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={tabId(tab)} aria-controls={panelId(tab)} />
          ))}
        </Tabs>
      </Box>
      {GUIDE_TABS.map((tab) => (
        // Every panel exists so each tab's aria-controls points at a real element; only the active one renders.
        <Box key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== state.tab}>
          {tab === state.tab && content[tab]}
        </Box>
      ))}
    </Page>
  );
}
