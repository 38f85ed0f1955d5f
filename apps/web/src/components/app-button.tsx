import Button, { type ButtonProps } from '@mui/material/Button';

/** Button variants of spec §2.12, mapped onto MUI's variant and palette colour. */
const VARIANTS = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'outlined', color: 'primary' },
  accent: { variant: 'contained', color: 'secondary' },
  danger: { variant: 'contained', color: 'error' },
} as const satisfies Record<string, Pick<ButtonProps, 'variant' | 'color'>>;

export type AppButtonVariant = keyof typeof VARIANTS;

export type AppButtonProps = Omit<ButtonProps, 'variant' | 'color' | 'loading'> & {
  variant?: AppButtonVariant;
  /** Disables the button and shows a spinner in place of its label while work is in flight. */
  loading?: boolean;
};

/** The app's button: one of four intents, with a loading state. */
export function AppButton({ variant = 'primary', loading = false, ...props }: AppButtonProps) {
  return <Button {...VARIANTS[variant]} {...props} loading={loading} aria-busy={loading} />;
}
