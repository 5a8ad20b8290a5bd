import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { IdleTooltip } from '@/components/tooltip/IdleTooltip';
import { useColorScheme } from '@mui/material/styles';

// MUI stores the choice in localStorage; until the user picks one, the OS preference applies.
export function ThemeModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;

  return (
    <IdleTooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(next)} color="inherit">
        {resolved === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </IdleTooltip>
  );
}
