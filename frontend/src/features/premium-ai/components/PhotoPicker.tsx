import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef } from 'react';

const ACCEPT = 'image/jpeg,image/png,image/webp';

interface Props {
  label: string;
  hint: string;
  file: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  inputTestId: string;
}

/** Choose a photo (or take one on a phone: spec §2 camera capture on mobile devices), with a preview and Remove. */
export function PhotoPicker({ label, hint, file, disabled, onFile, onRemove, inputTestId }: Props) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  // phones and tablets: a coarse pointer is the best signal the browser gives for a built-in camera
  const mobile = useMediaQuery('(pointer: coarse)');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onFile(chosen);
  };

  return (
    <Box sx={{ border: '2px dashed', borderColor: 'divider', borderRadius: 3, p: { xs: 2, md: 3 } }}>
      {preview && file ? (
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
          <AddPhotoAlternateRounded sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
          <Typography variant="h6" component="p">
            {label}
          </Typography>
          <Typography color="text.secondary">{hint}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              startIcon={<AddPhotoAlternateRounded />}
              disabled={disabled}
              onClick={() => chooser.current?.click()}
            >
              Choose Photo
            </Button>
            {mobile ? (
              <Button
                variant="outlined"
                startIcon={<PhotoCameraRounded />}
                disabled={disabled}
                onClick={() => camera.current?.click()}
              >
                Take Photo
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
      <input
        ref={chooser}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={inputTestId}
        aria-label={label}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      {/* capture="environment": the back camera */}
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        aria-label={`${label} with the camera`}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
