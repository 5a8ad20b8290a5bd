import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';

const ACCEPT = 'image/jpeg,image/png,image/webp';

interface PhotoPickerProps {
  /** The zone's heading, also the chooser's accessible name unless `inputLabel` says otherwise. */
  label: string;
  hint: string;
  /** 'h2' where the zone is a section of its page (Upload), 'p' inside a titled card. */
  headingComponent?: 'h2' | 'p';
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The chosen photo, shown as a preview with Remove (when `onRemove` is given). */
  file?: File | null;
  onRemove?: () => void;
  inputTestId: string;
  inputLabel?: string;
  cameraLabel?: string;
  testId?: string;
  /** A drop or a click on the zone while it is disabled (the Upload page's limit toast). */
  onDisabledAttempt?: () => void;
  /** Focus Choose Photo when the zone appears: it replaced the control the user just pressed (WCAG 2.4.3). */
  focusChoose?: boolean;
}

/**
 * Drop a photo, choose one, or take one with the phone's back camera (`capture="environment"`;
 * desktops open the file chooser). Both buttons are ordinary buttons, so the zone works by keyboard.
 */
export function PhotoPicker({
  label,
  hint,
  headingComponent = 'p',
  disabled = false,
  onFile,
  file = null,
  onRemove,
  inputTestId,
  inputLabel = label,
  cameraLabel = `${label} with the camera`,
  testId,
  onDisabledAttempt,
  focusChoose = false,
}: PhotoPickerProps) {
  const chooser = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusChoose) chooseButton.current?.focus();
  }, [focusChoose]);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const preview = useMemo(() => (file && onRemove ? URL.createObjectURL(file) : null), [file, onRemove]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onFile(chosen);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) onDisabledAttempt?.();
    else take(e.dataTransfer.files);
  };

  return (
    <Box
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      // disabled buttons take no pointer events, so a click on one lands here
      onClick={disabled ? onDisabledAttempt : undefined}
      sx={(theme) => ({
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 3,
        p: headingComponent === 'h2' ? { xs: 3, md: 6 } : { xs: 2, md: 3 },
        bgcolor: over ? theme.alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        opacity: disabled && !preview ? 0.55 : 1,
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      {preview && file && onRemove ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={preview}
            alt={`Selected photo: ${file.name}`}
            sx={{ width: 160, maxHeight: 200, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
          />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ wordBreak: 'break-all' }}>{file.name}</Typography>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<DeleteOutlineRounded />}
              onClick={onRemove}
              disabled={disabled}
            >
              Remove
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <AddPhotoAlternateRounded sx={{ fontSize: headingComponent === 'h2' ? 56 : 44, color: 'primary.main' }} aria-hidden />
          {headingComponent === 'h2' ? (
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
              {label}
            </Typography>
          ) : (
            <Typography variant="h6" component="p">
              {label}
            </Typography>
          )}
          <Typography color="text.secondary">{hint}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button
              ref={chooseButton}
              variant="contained"
              startIcon={<AddPhotoAlternateRounded />}
              disabled={disabled}
              onClick={() => chooser.current?.click()}
            >
              Choose Photo
            </Button>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraRounded />}
              disabled={disabled}
              onClick={() => camera.current?.click()}
            >
              Take Photo
            </Button>
          </Stack>
        </Stack>
      )}
      <input
        ref={chooser}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={inputTestId}
        aria-label={inputLabel}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        aria-label={cameraLabel}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
