import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { DataResponse, DesignFileWire, DesignWire } from '#src/lib/api/types.ts';
import {
  draftFromDesign,
  gardenDetailsFieldOf,
  gardenDetailsProblems,
  gardenDetailsRequest,
  missingGardenDetails,
  type GardenDetailsDraft,
  type GardenDetailsField,
} from './gardenDetailsRules.ts';
import { gardenDetailsWording } from './gardenDetailsWording.ts';
import { xhrDesignFileTransport, type DesignFileTransport } from './uploadDesignFile.ts';

export type GardenDetailsErrors = Partial<Record<GardenDetailsField, string>>;

/**
 * What the garden details form holds and does: the draft as typed, the design's files as they are
 * uploaded, changed and removed, each field's message, and the two saves. A refused save moves focus
 * to the first field with a message; a removed image moves it to its group's picker.
 */
export function useGardenDetailsForm({
  design,
  onSaved,
  transport,
}: {
  design: DesignWire;
  onSaved: (design: DesignWire, continued: boolean) => void;
  transport?: DesignFileTransport;
}) {
  const api = useApi();
  const send = useMemo(() => transport ?? xhrDesignFileTransport(), [transport]);
  const [draft, setDraft] = useState<GardenDetailsDraft>(() => draftFromDesign(design));
  const [files, setFiles] = useState<DesignFileWire[]>(() => design.files ?? []);
  const [completed, setCompleted] = useState(design.details?.completed === true);
  const [errors, setErrors] = useState<GardenDetailsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'progress' | 'continue' | null>(null);
  const [status, setStatus] = useState('');
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [focusPicker, setFocusPicker] = useState<{ group: 'wideangle' | 'user_imgs' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wideangleInput = useRef<HTMLInputElement>(null);
  const additionalInput = useRef<HTMLInputElement>(null);

  const missing = missingGardenDetails(draft, files);

  // After a refused save, focus goes to the first field with a message (before anything paints).
  useLayoutEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  // A removed image takes its card and the focused dialog with it: focus goes to its group's picker.
  // After the dialog's own focus handling, which runs in a timeout once it is gone.
  useEffect(() => {
    if (!focusPicker) return;
    const timer = setTimeout(() => {
      (focusPicker.group === 'wideangle' ? wideangleInput : additionalInput).current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusPicker]);

  function edit<K extends keyof GardenDetailsDraft>(
    key: K,
    field: GardenDetailsField,
    value: GardenDetailsDraft[K],
  ) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrorOf(field, null);
    setStatus('');
  }

  function setErrorOf(field: GardenDetailsField, message: string | null) {
    setErrors((current) => {
      if (!message && !current[field]) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  async function save(complete: boolean) {
    const problems = gardenDetailsProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(null);
      setFocusInvalid((tick) => tick + 1);
      return;
    }
    if (complete && missing.length > 0) return;
    setSaving(complete ? 'continue' : 'progress');
    setErrors({});
    setFormError(null);
    setStatus('');
    try {
      const answer = await api.put<DataResponse<DesignWire>>(
        `/designs/${design.id}`,
        gardenDetailsRequest(draft, complete),
      );
      const saved = answer.data;
      setSaving(null);
      setCompleted(saved.details?.completed === true);
      if (!complete) setStatus(gardenDetailsWording.progressSaved);
      onSaved(saved, complete);
    } catch (error) {
      // §8: a failed save is logged (status and message only) and the buttons come back.
      console.warn('Garden details: saving failed', {
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      });
      const mapped = mapFormError(error);
      const byField: GardenDetailsErrors = {};
      const others: string[] = [];
      for (const [key, message] of Object.entries(mapped.fields)) {
        const field = gardenDetailsFieldOf(key);
        if (field) byField[field] ??= message;
        else others.push(message);
      }
      setErrors(byField);
      setFormError(mapped.form ?? (others.length > 0 ? others.join(' ') : null));
      setSaving(null);
      setFocusInvalid((tick) => tick + 1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missing.length === 0 && saving === null) void save(true);
  }

  const replaceFile = (changed: DesignFileWire) =>
    setFiles((current) => current.map((file) => (file.id === changed.id ? changed : file)));
  const removeFile = (gone: DesignFileWire) => {
    setFiles((current) => current.filter((file) => file.id !== gone.id));
    setFocusPicker({ group: gone.system_type === 'wideangle' ? 'wideangle' : 'user_imgs' });
  };
  const addFile = (added: DesignFileWire) => {
    setFiles((current) => [...current, added]);
    setStatus('');
  };

  return {
    draft,
    files,
    completed,
    errors,
    formError,
    saving,
    status,
    missing,
    send,
    formRef,
    wideangleInput,
    additionalInput,
    edit,
    setErrorOf,
    save,
    onSubmit,
    replaceFile,
    removeFile,
    addFile,
  };
}
