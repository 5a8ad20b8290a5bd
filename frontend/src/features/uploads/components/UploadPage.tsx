import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FREE_MONTHLY_ANALYSES, type LabelAlternative, type UpdateUploadRequest } from '@wine/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PhotoPicker } from '@/components/photo/PhotoPicker';
import { UploadLimitModal } from '@/components/limits/UploadLimitModal';
import { UsageBar } from '@/components/limits/UsageBar';
import { useToast } from '@/components/toast/use-toast';
import { useUpdateUploadMutation } from '@/lib/cellar-api';
import { downscalePhoto } from '@/lib/downscale-photo';
import { paths } from '@/lib/paths';
import { useCurrentUser, useIsPremium } from '@/lib/session';
import type { AnalysisResult } from '../api/upload-api';
import { useBottleAnalysis } from '../hooks/use-bottle-analysis';
import { checkWinePhoto, STAGE_LABELS } from '../upload-checks';
import { AnalysisResultView, ResultActions } from './AnalysisResultView';
import { EditAnalysisForm } from './EditAnalysisForm';

const UPLOAD_DISABLED = { title: 'Upload Disabled', description: "You've reached your upload limit for this month." };

export function UploadPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [limitOpen, setLimitOpen] = useState(false);
  const { state, start, showResult, reset } = useBottleAnalysis(() => setLimitOpen(true));
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Choose Another and Analyse Another Wine remove the button pressed: focus then goes to Choose Photo
  const [startedOver, setStartedOver] = useState(false);
  // saving or cancelling the edit gives focus back to the Edit Details button (WCAG 2.4.3)
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const [updateUpload, { isLoading: saving }] = useUpdateUploadMutation();

  const premium = useIsPremium();
  const used = user?.usage.uploadedWines ?? 0;
  const atLimit = !premium && used >= FREE_MONTHLY_ANALYSES;

  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = async (chosen: File) => {
    const photo = await downscalePhoto(chosen);
    const problem = checkWinePhoto(photo);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    setFile(photo);
  };

  const startOver = () => {
    setStartedOver(true);
    setFile(null);
    setEditing(false);
    reset();
  };

  const save = async (result: AnalysisResult, changes: UpdateUploadRequest, successTitle = 'Changes Saved') => {
    try {
      const updated = await updateUpload({ id: result.id, changes }).unwrap();
      showResult({
        ...result,
        ...updated,
        confidence: updated.confidence ?? result.confidence,
        alternatives: result.alternatives,
      });
      setEditing(false);
      toast({ title: successTitle });
    } catch {
      toast({ title: 'Save Failed', description: 'Failed to save changes. Please try again.', variant: 'destructive' });
    }
  };

  const chooseAlternative = (result: AnalysisResult, a: LabelAlternative) =>
    save(
      { ...result, alternatives: [] },
      { wineName: a.wineName, wineType: a.wineType, region: a.region, abv: a.abv, estimatedValue: a.estimatedValue },
    ).then(() => undefined);

  return (
    <Page
      title="Analyse Your Wine Collection"
      description="Upload a photo of a bottle: we read the label, identify the wine, estimate its value and tell you when to drink it."
    >
      {!premium && user && (
        <Box sx={{ maxWidth: 420, mb: 3 }}>
          <UsageBar label="Analyses this month" count={used} limit={FREE_MONTHLY_ANALYSES} />
        </Box>
      )}

      {atLimit && state.step !== 'result' && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={() => void navigate(paths.checkout)}>
              Upgrade
            </Button>
          }
        >
          <AlertTitle>Upload Disabled</AlertTitle>
          You've reached your upload limit for this month.
        </Alert>
      )}

      {state.step === 'result' ? (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            {editing ? (
              <>
                <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
                  Edit Details
                </Typography>
                <EditAnalysisForm
                  result={state.result}
                  saving={saving}
                  onSave={(changes) => void save(state.result, changes)}
                  onCancel={() => setEditing(false)}
                />
              </>
            ) : (
              <AnalysisResultView
                result={state.result}
                photoUrl={previewUrl}
                choosing={saving}
                onChooseAlternative={(a) => void chooseAlternative(state.result, a)}
              >
                <ResultActions
                  editRef={editButton}
                  onEdit={() => setEditing(true)}
                  onReset={startOver}
                  onCellar={() => void navigate(paths.cellar)}
                />
              </AnalysisResultView>
            )}
          </CardContent>
        </Card>
      ) : file && previewUrl ? (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} alignItems={{ md: 'center' }}>
              <Box
                component="img"
                src={previewUrl}
                alt="Preview of your wine photo"
                sx={{
                  width: { xs: '100%', md: 320 },
                  maxHeight: 420,
                  objectFit: 'contain',
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              />
              <Box sx={{ flex: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                  {file.name}
                </Typography>
                <Typography color="text.secondary">
                  {file.size >= 1024 * 1024
                    ? `${(file.size / 1024 / 1024).toFixed(1)} MB`
                    : `${Math.max(1, Math.round(file.size / 1024))} KB`}
                </Typography>
                {state.step === 'analysing' ? (
                  <Box sx={{ mt: 3 }} aria-live="polite">
                    <Typography sx={{ mb: 1, fontWeight: 600 }}>{STAGE_LABELS[state.stage]}</Typography>
                    <LinearProgress
                      variant="determinate"
                      value={state.progress}
                      aria-label="Analysis progress"
                      sx={{ height: 10, borderRadius: 5 }}
                    />
                  </Box>
                ) : (
                  <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
                    <Button variant="contained" size="large" disabled={atLimit} onClick={() => void start(file)}>
                      {state.step === 'failed' ? 'Try Again' : 'Analyse Wine'}
                    </Button>
                    <Button variant="outlined" size="large" onClick={startOver}>
                      Choose Another
                    </Button>
                  </Stack>
                )}
                {state.step === 'failed' && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    <AlertTitle>Analysis Failed</AlertTitle>
                    Failed to analyze wine. Please try again.
                  </Alert>
                )}
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <PhotoPicker
          label="Drop a photo of your bottle here"
          hint="JPG, PNG or WebP up to 10MB. Photograph the front label, straight on and in good light."
          headingComponent="h2"
          disabled={atLimit}
          onFile={(chosen) => void pick(chosen)}
          testId="photo-drop-zone"
          inputTestId="wine-photo-input"
          inputLabel="Choose a wine photo"
          cameraLabel="Take a wine photo"
          onDisabledAttempt={() => toast({ ...UPLOAD_DISABLED, variant: 'destructive' })}
          focusChoose={startedOver}
        />
      )}

      <UploadLimitModal open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Page>
  );
}
