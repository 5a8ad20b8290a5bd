import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';

/**
 * An example prompt under the search box, drawn as MUI's outlined clickable Chip draws itself (the
 * same element, role, keyboard, ripple and styles) without the Chip module: the dashboard's first
 * load carries only what its first paint shows (docs/architecture.md#first-load). The result cards
 * still use Chip; they load after the first paint.
 */
export function ExamplePrompt({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ButtonBase
      component="div"
      onClick={onClick}
      sx={{
        maxWidth: '100%',
        fontFamily: (theme: Theme) => theme.typography.fontFamily,
        fontSize: (theme: Theme) => theme.typography.pxToRem(13),
        height: 32,
        lineHeight: 1.5,
        color: 'text.primary',
        backgroundColor: 'transparent',
        border: (theme: Theme) => `1px solid ${theme.vars?.palette.Chip.defaultBorder ?? theme.palette.grey[400]}`,
        borderRadius: '16px',
        whiteSpace: 'nowrap',
        transition: (theme: Theme) => theme.transitions.create(['background-color', 'box-shadow']),
        verticalAlign: 'middle',
        '&:hover': { backgroundColor: 'action.hover' },
        '&.Mui-focusVisible': { backgroundColor: 'action.focus' },
        '&:active': { boxShadow: 1 },
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 11, paddingRight: 11, whiteSpace: 'nowrap' }}>
        {label}
      </span>
    </ButtonBase>
  );
}
