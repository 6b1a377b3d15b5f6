interface FieldErrorProps {
  id?: string;
  message?: string;
}

/** The red text under a field. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}
