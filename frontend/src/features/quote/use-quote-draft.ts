import { ukToday } from '@courier/common/time/uk-time';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type Figures, loadDraft, saveDraft } from './quote-draft';
import { changedValues, knownValues, type QuoteValues, quoteFieldNames } from './quote-values';
import { newSubmissionId } from './send-quote';

/** What a restored draft puts back: values already merged with anything typed before the code arrived. */
export interface RestoredDraft {
  values: Partial<QuoteValues>;
  stops: { location: string; postcode: string }[];
  figures: Figures;
}

interface DraftOptions {
  /** What was typed into the prerendered form before this code loaded. */
  initialValues?: Record<string, string>;
  /** When the page opened (epoch ms): the earliest the visitor can have typed `initialValues`. */
  pageOpenedAt?: number;
  values: QuoteValues;
  stops: readonly { location: string; postcode: string }[];
  figures: Figures;
  restore: (draft: RestoredDraft) => void;
}

/**
 * The half-filled form kept in this tab (so a reload or a visit to /terms loses nothing), the
 * submission ID of this filled form, and when the visitor began it: the server takes a form sent
 * within seconds of starting for a script's (decision 003), so the fill time spans reloads.
 */
export function useQuoteDraft({ initialValues, pageOpenedAt, values, stops, figures, restore }: DraftOptions) {
  const startedAt = useRef(Date.now());
  const [submissionId, setSubmissionId] = useState('');
  // Set after mount: the prerendered HTML was made on another day than the visitor's.
  const [today, setToday] = useState('');
  // False while hydrating: text drawn from values the visitor typed before the code loaded must
  // match the prerendered HTML until then.
  const [mounted, setMounted] = useState(false);
  const restored = useRef(false);
  // Set while the confirmation shows: the quote is stored, and nothing of it may come back as a draft.
  const finished = useRef(false);
  // The page is read once, as the code arrives: later props are the same form's.
  const fromPage = useRef({ initialValues, pageOpenedAt });
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  // After mount (the prerendered form has no draft and no ID): bring back the draft, keeping
  // anything typed before the code loaded, and give this filled form its submission ID.
  useEffect(() => {
    setToday(ukToday());
    setMounted(true);
    const typedEarly = changedValues(knownValues(fromPage.current.initialValues));
    // A visitor who typed into the page before this code arrived began at some point since it
    // opened; one back from a reload or from /terms began when the draft did.
    const opened = fromPage.current.pageOpenedAt;
    if (Object.keys(typedEarly).length > 0 && opened) startedAt.current = Math.min(startedAt.current, opened);
    const draft = loadDraft(quoteFieldNames);
    if (draft) {
      restoreRef.current({
        values: { ...knownValues(draft.values), ...typedEarly },
        stops: draft.stops,
        figures: draft.figures,
      });
      if (draft.startedAt) startedAt.current = Math.min(startedAt.current, draft.startedAt);
    }
    setSubmissionId(draft?.submissionId || newSubmissionId());
    restored.current = true;
  }, []);

  // The draft follows every change; an untouched form leaves nothing behind.
  useEffect(() => {
    if (!restored.current || finished.current) return;
    const typed = Object.keys(changedValues(values)).length > 0 || stops.length > 0;
    if (!typed) return clearDraft();
    saveDraft({
      values,
      stops: stops.map(({ location, postcode }) => ({ location, postcode })),
      figures,
      submissionId,
      startedAt: startedAt.current,
    });
  }, [values, stops, figures, submissionId]);

  return {
    submissionId,
    today,
    mounted,
    /** Whole seconds since the visitor began this form. */
    fillSeconds: useCallback(() => Math.round((Date.now() - startedAt.current) / 1000), []),
    /** A quote was sent: its draft goes, and nothing is saved again until the next request begins. */
    finish: useCallback(() => {
      finished.current = true;
      clearDraft();
    }, []),
    /** The visitor asked for a fresh form: a new quote, begun now. */
    startOver: useCallback(() => {
      finished.current = false;
      setSubmissionId(newSubmissionId());
      clearDraft();
      startedAt.current = Date.now();
    }, []),
  };
}
