import { StrokeIcon, type IconProps } from '../icons';

/** The signed-in screens' icons, on the base of the one icon set (`../icons.tsx`). */
export function CopyIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </StrokeIcon>
  );
}

export function EditIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </StrokeIcon>
  );
}

export function ExternalLinkIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </StrokeIcon>
  );
}

export function InfoIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </StrokeIcon>
  );
}

export function LinkIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </StrokeIcon>
  );
}

export function PlusIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

export function RefreshIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M20 11a8 8 0 0 0-14.9-4M4 4v4h4M4 13a8 8 0 0 0 14.9 4M20 20v-4h-4" />
    </StrokeIcon>
  );
}

export function SparkIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    </StrokeIcon>
  );
}

export function TrashIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </StrokeIcon>
  );
}
