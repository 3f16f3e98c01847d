/**
 * The customary return's fee clock (DOMAIN.md §6 "a visible clock for every deadline: … customary
 * late fee after 6 months"; §4 the fees; docs/decisions/014 "Fees from answers"). As soon as the
 * ceremony date is known it says which fee applies and until when, with the amounts read from the
 * price list (GET /prices), never typed here; check your answers adds the fee to be paid, and the
 * application's page says which fee applied. The fee itself is the rule's (`customaryFeeItemOf`).
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Paper, Text, Title } from '@mantine/core';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { formatDisplayDate } from '#src/domain/dates';
import { CUSTOMARY_ON_TIME_MONTHS, customaryLateFeeFrom, isCustomaryReturnLate } from '#src/domain/deadlines';
import { formatMoney } from '#src/domain/money';
import { textOf } from '#src/domain/words';
import { CUSTOMARY_LATE_FEE_ITEM, CUSTOMARY_ON_TIME_FEE_ITEM } from '#src/domain/services/customary-marriage/customary-marriage.manifest';
import { usePrices } from '#src/ui/queries/prices';
import { type FormNoticeProps, getAt } from '#src/ui/forms/form-definition';

/** The two fees of a customary return, whole UGX; undefined while the price list is not known. */
export interface CustomaryFees {
  onTimeUgx?: number;
  lateUgx?: number;
}

/** Where a return stands against the late fee's clock. */
export interface FeeClock {
  /** Whether the late registration fee applies. */
  late: boolean;
  /** The last day of the ordinary fee and the first day of the late fee, yyyy-mm-dd. */
  lastOnTimeDay: string;
  lateFrom: string;
  /** The clock in words. */
  text: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function fee(kind: 'ordinary' | 'late', amount: number | undefined): string {
  if (amount === undefined) return textOf(kind === 'ordinary' ? msg`the ordinary fee` : msg`the late registration fee`);
  const money = formatMoney(amount);
  return textOf(kind === 'ordinary' ? msg`the ordinary fee of ${money}` : msg`the late registration fee of ${money}`);
}

/**
 * The fee clock of a ceremony date on a day, in words (dates dd-mm-yyyy, SPEC.md §9).
 * @param ceremonyDate - yyyy-mm-dd, as the form holds it (possibly half typed).
 * @param today - the day of filing, yyyy-mm-dd (the day of submission once submitted).
 * @param fees - the amounts of the price list; a fee without one is named without its amount.
 * @param submitted - true once the return is submitted (the words then say which fee applied).
 * @returns the clock, or null when the date is not a whole real date or is after `today` (the field's
 *   own error says so).
 */
export function customaryFeeClock(ceremonyDate: unknown, today: string, fees: CustomaryFees, submitted = false): FeeClock | null {
  if (typeof ceremonyDate !== 'string' || !ISO_DAY.test(ceremonyDate) || !formatDisplayDate(ceremonyDate) || ceremonyDate > today)
    return null;
  const lateFrom = customaryLateFeeFrom(ceremonyDate);
  const lastOnTimeDay = isoDay(addDays(parseISO(lateFrom), -1));
  const late = isCustomaryReturnLate(ceremonyDate, today);
  const ordinary = fee('ordinary', fees.onTimeUgx);
  const lateFee = fee('late', fees.lateUgx);
  const lateDay = formatDisplayDate(lateFrom);
  const lastDay = formatDisplayDate(lastOnTimeDay);
  const months = CUSTOMARY_ON_TIME_MONTHS;
  let text: string;
  if (submitted) {
    text = late
      ? textOf(msg`This return was filed late: ${lateFee} applied (late from ${lateDay}, more than ${months} months after the ceremony).`)
      : textOf(msg`This return was filed within ${months} months of the ceremony: ${ordinary} applied.`);
  } else {
    text = late
      ? textOf(msg`This return is late: ${lateFee} applies (late from ${lateDay}, more than ${months} months after the ceremony).`)
      : capitalise(textOf(msg`${ordinary} applies if you submit by ${lastDay}; from ${lateDay} ${lateFee} applies.`));
  }
  return { late, lastOnTimeDay, lateFrom, text };
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The two fees from the price list (GET /prices, cached), by their items.
 * @returns the amounts, undefined while loading or when the list cannot be read.
 */
export function useCustomaryFees(): CustomaryFees {
  const prices = usePrices();
  const amount = (id: string) => prices.data?.find((p) => p.id === id)?.amountUgx;
  return { onTimeUgx: amount(CUSTOMARY_ON_TIME_FEE_ITEM), lateUgx: amount(CUSTOMARY_LATE_FEE_ITEM) };
}

/**
 * The fee clock of the answers' ceremony date (a {@link FormNoticeProps} notice): under the ceremony
 * date on the step page (announced politely as it appears), as "The fee" with the amount to pay on
 * check your answers, and as a line on the application's page. Nothing while the date is not known.
 */
export function CustomaryFeeClock({ values, today, where, submitted = false }: FormNoticeProps) {
  const fees = useCustomaryFees();
  const clock = customaryFeeClock(getAt(values, 'ceremony.date'), today, fees, submitted);
  if (where === 'checkAnswers') {
    const amount = clock?.late ? fees.lateUgx : fees.onTimeUgx;
    const money = amount !== undefined ? formatMoney(amount) : '';
    return (
      <Box component="section" aria-labelledby="cya-fee">
        <Title order={2} size="h3" id="cya-fee" mb="sm">
          <Trans>The fee</Trans>
        </Title>
        {amount !== undefined ? (
          <Text size="lg" mb="xs">
            {clock?.late ? (
              <Trans>
                You will pay <strong>{money}</strong> after you submit this return: the late registration fee.
              </Trans>
            ) : (
              <Trans>
                You will pay <strong>{money}</strong> after you submit this return: the ordinary fee.
              </Trans>
            )}
          </Text>
        ) : null}
        {clock ? <Text>{clock.text}</Text> : null}
      </Box>
    );
  }
  const colour = clock?.late ? 'orange-9' : 'blue-9';
  const line = clock ? (
    <Paper
      withBorder
      p="md"
      data-fee-clock={clock.late ? 'late' : 'on-time'}
      style={{ borderLeft: `6px solid var(--mantine-color-${colour})` }}
    >
      <Text fw={600}>{clock.text}</Text>
    </Paper>
  ) : null;
  // On the step page the clock appears as the date is typed: a polite live region, present from the start.
  return where === 'step' ? (
    <div role="status" aria-live="polite">
      {line}
    </div>
  ) : (
    line
  );
}
