import { useState, type ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

/**
 * What a one-time code field holds: the code typed and the problem said under it, which typing clears. `fieldProps`
 * go to a CodeField.
 */
export function useCodeEntry() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  return {
    code,
    showProblem: setProblem,
    fieldProps: {
      value: code,
      error: problem,
      onChange: (event: { target: { value: string } }) => {
        setCode(event.target.value);
        setProblem(undefined);
      },
    },
  };
}

/** A field for a code sent or shown elsewhere (an authenticator's, a recovery code): the phone may offer to fill it. */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="one-time-code" maxLength={12} spellCheck={false} {...props} />;
}
