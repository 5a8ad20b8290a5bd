import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AuthState } from '../auth-slice';

// Development-only diagnostics, re-read every 1 second.
const REFRESH_MS = 1000;

function readAuth(state: { auth: AuthState }) {
  const { status, user, accessToken } = state.auth;
  return {
    status,
    user: user?.email ?? '—',
    token: accessToken ? 'in memory' : 'none',
    at: new Date().toLocaleTimeString('en-AU'),
  };
}

export function AuthDebugOverlay() {
  const store = useStore<{ auth: AuthState }>();
  const [snapshot, setSnapshot] = useState(() => readAuth(store.getState()));
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setSnapshot(readAuth(store.getState())), REFRESH_MS);
    return () => clearInterval(timer);
  }, [store]);

  if (hidden) return null;
  return (
    <Box
      aria-label="Auth diagnostics (development only)"
      role="complementary"
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 'tooltip',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'rgba(20, 12, 14, 0.88)',
        color: '#f4ecea',
        font: '12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
        pointerEvents: 'auto',
      }}
    >
      <div>auth: {snapshot.status}</div>
      <div>user: {snapshot.user}</div>
      <div>token: {snapshot.token}</div>
      <div>
        at {snapshot.at}{' '}
        <button type="button" onClick={() => setHidden(true)} style={{ marginLeft: 8 }}>
          hide
        </button>
      </div>
    </Box>
  );
}
