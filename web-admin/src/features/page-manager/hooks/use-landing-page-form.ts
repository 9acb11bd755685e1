import { useCallback, useMemo, useState } from "react";
import { type FormErrors, type FormField, type FormValues, validateForm } from "../utils/landing-page-fields";

/**
 * The manual form's state. Every field is checked against LandingPageFormSchema on each
 * change; a field's message shows once the field has been visited, changed or filled by
 * an import. Errors the server reported for a field show until that field changes.
 */
export function useLandingPageForm(initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const errors = useMemo(() => validateForm(values), [values]);

  const touch = useCallback((field: FormField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const setField = useCallback(
    (field: FormField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      touch(field);
    },
    [touch],
  );

  const fill = useCallback((partial: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...partial }));
    setTouched((current) => new Set([...current, ...(Object.keys(partial) as FormField[])]));
    setServerErrors({});
  }, []);

  const visibleErrors = useMemo(() => {
    const shown: FormErrors = {};
    for (const [field, message] of Object.entries(errors) as [FormField, string][]) {
      if (touched.has(field)) shown[field] = message;
    }
    return { ...shown, ...Object.fromEntries(Object.entries(serverErrors).filter(([, message]) => message)) };
  }, [errors, touched, serverErrors]);

  return {
    values,
    errors,
    visibleErrors: visibleErrors as FormErrors,
    isValid: Object.keys(errors).length === 0,
    setField,
    touch,
    fill,
    setServerErrors,
  };
}
