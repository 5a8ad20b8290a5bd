import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

interface PhotoDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Drop a bottle photo, choose one, or take one with the phone's back camera. */
export function PhotoDropZone({ disabled, onFile }: PhotoDropZoneProps) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  return (
    <Box
      data-testid="photo-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 3,
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        bgcolor: over ? theme.alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        opacity: disabled ? 0.55 : 1,
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      <AddPhotoAlternateRounded sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      <Typography variant="h3" component="h2" sx={{ mt: 1, fontSize: '1.25rem' }}>
        Drop a photo of your bottle here
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        JPG, PNG or WebP up to 10MB. Photograph the front label, straight on and in good light.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateRounded />}
          disabled={disabled}
          onClick={() => chooser.current?.click()}
        >
          Choose Photo
        </Button>
        <Button variant="outlined" startIcon={<PhotoCameraRounded />} disabled={disabled} onClick={() => camera.current?.click()}>
          Take Photo
        </Button>
      </Stack>
      <input
        ref={chooser}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="wine-photo-input"
        aria-label="Choose a wine photo"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      {/* capture="environment": the back camera on phones; desktops open the file chooser */}
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        aria-label="Take a wine photo"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
