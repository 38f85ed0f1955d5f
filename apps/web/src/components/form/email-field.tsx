import TextField from '@mui/material/TextField';

type EmailFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, shown beneath it and marking it invalid. */
  error?: string | undefined;
};

/** The required e-mail field every form uses, with the browser's e-mail keyboard and autofill. */
export function EmailField({ label, value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      margin="normal"
    />
  );
}
