import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IMPORT_FORMAT_LABELS, type ImportPreview, type ImportRow } from '@wine/contracts';
import { useRef, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { problemOf } from '../bottles-api';
import { useConfirmImportMutation, usePreviewImportMutation } from '../import-api';

const PAGE_SIZE = 50;
// on a phone the vintage and bottles go under the wine's name, so the match stays in view
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const percent = (n: number) => `${Math.round(n * 100)}%`;

function MatchCell({ row }: { row: ImportRow }) {
  if (!row.match)
    return (
      <Typography variant="body2" color="text.secondary">
        Not in our catalogue: kept as written
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2">{row.match.wineName}</Typography>
      <Chip
        size="small"
        color={row.match.confidence >= 0.8 ? 'success' : 'warning'}
        label={percent(row.match.confidence)}
        aria-label={`match confidence ${percent(row.match.confidence)}`}
      />
    </Box>
  );
}

/** The file's wines, each with its catalogue match and a tick box; the user unticks what to leave out. */
function PreviewTable({
  preview,
  ticked,
  onTick,
}: {
  preview: ImportPreview;
  ticked: Set<number>;
  onTick: (lines: number[], on: boolean) => void;
}) {
  const [page, setPage] = useState(0);
  const rows = preview.rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const all = preview.rows.map((r) => r.line);
  return (
    <>
      <TableContainer sx={{ maxHeight: { xs: 'none', sm: 420 } }}>
        <Table size="small" stickyHeader aria-label="Wines in the file">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked.size === all.length}
                  indeterminate={ticked.size > 0 && ticked.size < all.length}
                  onChange={(e) => onTick(all, e.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Import every wine' } }}
                />
              </TableCell>
              <TableCell>Wine in your file</TableCell>
              <TableCell sx={WIDE_ONLY}>Vintage</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Bottles
              </TableCell>
              <TableCell>Catalogue match</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line} hover selected={ticked.has(row.line)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={ticked.has(row.line)}
                    onChange={(e) => onTick([row.line], e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Import line ${row.line}: ${row.wineName}` } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: { xs: 120, sm: 160 } }}>
                  <Typography variant="body2">{row.wineName}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {row.vintage ?? 'No vintage'} · {row.quantity} {row.quantity === 1 ? 'bottle' : 'bottles'}
                    <br />
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Line {row.line}
                    {row.location ? ` · ${row.location}` : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{row.vintage ?? '—'}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {row.quantity}
                </TableCell>
                <TableCell sx={{ minWidth: { xs: 110, sm: 160 } }}>
                  <MatchCell row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={preview.rows.length}
          page={page}
          onPageChange={(_, p: number) => setPage(p)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
}

/** Import a CellarTracker or Vivino CSV (Premium): choose the file, check the preview, confirm. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const [previewFile, previewing] = usePreviewImportMutation();
  const [confirmImport, confirming] = useConfirmImportMutation();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    try {
      const result = await previewFile(file).unwrap();
      setPreview(result);
      setTicked(new Set(result.rows.map((r) => r.line)));
    } catch (err) {
      setProblem(problemOf(err) ?? 'We could not read this file. Please try again.');
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const tick = (lines: number[], on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      for (const l of lines)
        if (on) next.add(l);
        else next.delete(l);
      return next;
    });

  const confirm = async () => {
    if (!preview) return;
    try {
      const { imported } = await confirmImport({ importId: preview.importId, lines: [...ticked] }).unwrap();
      toast({
        title: 'Cellar Imported',
        description: `${imported} ${imported === 1 ? 'wine was' : 'wines were'} added to your cellar.`,
      });
      onClose();
    } catch (err) {
      setProblem(problemOf(err) ?? 'The import failed and nothing was added. Please try again.');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="import-title">
      <DialogTitle id="import-title">Import your cellar</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Choose a CSV export from CellarTracker (My Cellar) or Vivino, at most 2 MB and 5,000 wines. You will see each wine and
          its match in our catalogue before anything is added.
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="CSV file to import"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileRounded />}
          onClick={() => input.current?.click()}
          disabled={previewing.isLoading}
        >
          {preview ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        {previewing.isLoading && <LinearProgress sx={{ mt: 2 }} aria-label="Reading the file" />}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {preview && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }} role="status">
              {IMPORT_FORMAT_LABELS[preview.format]} file: {preview.rows.length} wines, {preview.matched} matched to our
              catalogue. {ticked.size} ticked to import.
            </Typography>
            <PreviewTable preview={preview} ticked={ticked} onTick={tick} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!preview || ticked.size === 0 || confirming.isLoading}
        >
          {`Import ${ticked.size} ${ticked.size === 1 ? 'wine' : 'wines'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
