"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { CustomerAddress } from "@/lib/commerce/address-types";
import type { ReturnableOrder, ReturnRequest } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "@/features/shell/client";
import { createReturn, refusedLinesOf, toReturnsApiError } from "./api";
import {
  createBody,
  EMPTY_DRAFT,
  firstIncompleteStep,
  FLOW_STEPS,
  stepError,
  stepOfRefusal,
  type FlowDraft,
  type FlowStep,
} from "./flow-steps";

/**
 * The return flow's state: what she entered (kept whole across steps and after a refused
 * submit), the step on screen, the message of an incomplete step, and the submit. A refusal
 * is a translated toast that sends her to the step that can fix it; a 409 (the order changed
 * meanwhile, e.g. a return from another tab) also refreshes the order from the server.
 */
/** `addresses`: the collection addresses on offer, the one to preselect first. */
export function useReturnFlow(locale: Locale, order: ReturnableOrder, addresses: CustomerAddress[]) {
  const { t } = useT();
  const toast = useToast();
  const router = useRouter();
  const [draft, setDraft] = useState<FlowDraft>(() => ({
    ...EMPTY_DRAFT,
    addressId: addresses[0]?.id ?? null,
    date: order.collection_dates[0] ?? null,
  }));
  const [step, setStep] = useState<FlowStep>("pieces");
  const [problem, setProblem] = useState<string | null>(null);
  const [refusedLines, setRefusedLines] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<ReturnRequest | null>(null);
  const addressIds = addresses.map((a) => a.id);
  const index = FLOW_STEPS.indexOf(step);

  const update = (patch: Partial<FlowDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const open = (next: FlowStep) => {
    setStep(next);
    setProblem(null);
  };

  /** Forward only when the step is complete; otherwise say what is missing. */
  function next() {
    const error = stepError(step, draft, order, addressIds);
    if (error) return setProblem(error);
    open(FLOW_STEPS[Math.min(index + 1, FLOW_STEPS.length - 1)]!);
  }

  async function submit() {
    if (pending) return;
    const incomplete = firstIncompleteStep(draft, order, addressIds);
    const address = addresses.find((a) => a.id === draft.addressId);
    if (incomplete || !address) {
      open(incomplete ?? "collection");
      setProblem(stepError(incomplete ?? "collection", draft, order, addressIds));
      return;
    }
    setPending(true);
    try {
      setCreated(await createReturn(createBody(locale, order, draft, address)));
    } catch (error) {
      const failure = toReturnsApiError(error);
      toast("error", t(failure.messageKey, { days: order.window_days }));
      setRefusedLines(refusedLinesOf(failure));
      const back = stepOfRefusal(failure.code);
      if (back) open(back);
      if (failure.status === 409) router.refresh();
    } finally {
      setPending(false);
    }
  }

  return {
    draft,
    update,
    step,
    index,
    open,
    next,
    back: () => open(FLOW_STEPS[Math.max(index - 1, 0)]!),
    problem,
    refusedLines,
    pending,
    submit,
    created,
    addressIds,
  };
}

export type ReturnFlowState = ReturnType<typeof useReturnFlow>;
