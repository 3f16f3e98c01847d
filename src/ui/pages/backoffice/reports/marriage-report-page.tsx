/**
 * The marriage report (SPEC.md §2 /backoffice/reports/marriage; issue 11 "Reports"; docs/decisions/023-reports.md):
 * for a period and a district (in the address), marriages registered by month and form of marriage and by
 * district, applications by service and status, the average days from submission to decision, and revenue
 * by price list item. Each chart (@mantine/charts) is drawn for sighted users and hidden from screen readers;
 * the table beside it holds the same figures for everyone, and each table downloads as CSV.
 *
 * The figures come first (issue 30 item 7: the page showed nothing for seconds while five charts were measured
 * and drawn): the charts' library (recharts, about 300 kB) loads beside the report's call rather than before
 * the page, and each chart is drawn after the tables are on screen, in a transition that never holds them back.
 */
import '@mantine/charts/styles.css';
import { Box, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { parseISO, subMonths } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { csvTable } from '#src/domain/csv';
import { formatMoney } from '#src/domain/money';
import { formatLocale } from '#src/domain/language-formats';
import { MARRIAGE_REGIME_LABELS, MARRIAGE_REGIMES } from '#src/domain/schemas/registers';
import type { MarriageReport } from '#src/domain/schemas/reports';
import { useMarriageReport } from '#src/ui/queries/reports';
import { useApiToday } from '#src/ui/queries/time';
import { useDistricts } from '#src/ui/shared/session-context';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { DownloadCsv } from '#src/ui/components/save-file/download-csv';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The charts' library, loaded once, beside the report's figures. */
const loadCharts = () => import('@mantine/charts');
const BarChart = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));

/**
 * A chart drawn after the figures: first a space of its height, then the chart, rendered in a transition
 * (time-sliced: the tables beside it are on screen and the page answers meanwhile).
 * @param props - the chart's height in px, and the chart.
 */
function LaterChart({ height, children }: { height: number; children: ReactNode }) {
  const [draw, setDraw] = useState(false);
  useEffect(() => startTransition(() => setDraw(true)), []);
  return <Box mih={height}>{draw ? <Suspense fallback={null}>{children}</Suspense> : null}</Box>;
}
/** The charts are pictures of the tables beside them: not focusable (recharts' keyboard layer off), hidden from screen readers. */
const CHART_PROPS = { accessibilityLayer: false } as const;
const REGIME_COLOURS: Readonly<Record<string, string>> = {
  CIVIL: 'blue.7',
  CHURCH: 'grape.7',
  CUSTOMARY: 'orange.7',
  ISLAMIC: 'teal.7',
  HINDU: 'red.7',
};

/** A CSV file of a table's header and rows, made in the browser. */
function csvBlob(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): Blob {
  return new Blob([csvTable(header, rows)], { type: 'text/csv' });
}

/**
 * One horizontal bar per row: a label on the left, one value (the report's single-series charts).
 * @param props - the rows, the label's and the value's keys, the value's name and colour, the label column's width (px), a value formatter.
 */
function Bars<T extends Record<string, unknown>>({
  data,
  label,
  value,
  name,
  color,
  labelWidth,
  format,
}: {
  data: readonly T[];
  label: keyof T & string;
  value: keyof T & string;
  name: string;
  color: string;
  labelWidth: number;
  format?: (v: number) => string;
}) {
  const h = Math.max(160, data.length * 40);
  return (
    <LaterChart height={h}>
      <BarChart
        barChartProps={CHART_PROPS}
        h={h}
        data={data as T[]}
        dataKey={label}
        orientation="vertical"
        yAxisProps={{ width: labelWidth }}
        valueFormatter={format}
        series={[{ name: value, label: name, color }]}
      />
    </LaterChart>
  );
}

/** One section: a heading, the chart (hidden from screen readers), and the table with the same figures. */
function ReportSection({
  id,
  title,
  chart,
  header,
  rows,
  fileName,
  empty,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  header: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  fileName: string;
  empty: string;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`${id}-heading`}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {rows.length > 0 ? <DownloadCsv fetchFile={() => Promise.resolve(csvBlob(header, rows))} fileName={fileName} /> : null}
      </Group>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Box aria-hidden="true">{chart}</Box>
          <ScrollRegion label={title} minWidth={360}>
            <Table striped withTableBorder verticalSpacing="xs">
              <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, paddingBottom: 4 }}>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  {header.map((h) => (
                    <Table.Th key={h} scope="col">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((value, i) =>
                      i === 0 ? (
                        <Table.Th key={i} scope="row" fw={400}>
                          {value}
                        </Table.Th>
                      ) : (
                        <Table.Td key={i}>{value}</Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** A month of the report ("Jul 2026") in the reader's language (issue 32 item 4). */
function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(formatLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

function Sections({ report }: { report: MarriageReport }) {
  const { t } = useLingui();
  const months = report.marriagesByMonth.map((row) => ({ ...row, label: monthName(row.month) }));
  const totalMarriages = report.marriagesByMonth.reduce((n, r) => n + MARRIAGE_REGIMES.reduce((m, k) => m + r[k], 0), 0);
  const revenueTotal = report.revenue.reduce((n, r) => n + r.amountUgx, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder p="md">
          <Text size="sm">
            <Trans>Marriages registered</Trans>
          </Text>
          <Text fw={700} size="xl" data-testid="total-marriages">
            {totalMarriages}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm">
            <Trans>Applications submitted</Trans>
          </Text>
          <Text fw={700} size="xl">
            {report.applicationsByService.reduce((n, r) => n + r.submitted, 0)}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm">
            <Trans>Revenue received</Trans>
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(revenueTotal)}
          </Text>
        </Paper>
      </SimpleGrid>

      <ReportSection
        id="by-month"
        title={t`Marriages registered by month and form of marriage`}
        fileName="marriages-by-month.csv"
        empty={t`No marriage was registered in this period.`}
        header={[t`Month`, ...MARRIAGE_REGIMES.map((r) => MARRIAGE_REGIME_LABELS[r]), t`All`]}
        rows={months.map((r) => [r.label, ...MARRIAGE_REGIMES.map((k) => r[k]), MARRIAGE_REGIMES.reduce((n, k) => n + r[k], 0)])}
        chart={
          <LaterChart height={280}>
            <BarChart
              barChartProps={CHART_PROPS}
              h={280}
              data={months}
              dataKey="label"
              type="stacked"
              withLegend
              series={MARRIAGE_REGIMES.map((k) => ({ name: k, label: MARRIAGE_REGIME_LABELS[k], color: REGIME_COLOURS[k] ?? 'gray.7' }))}
            />
          </LaterChart>
        }
      />
      <ReportSection
        id="by-district"
        title={t`Marriages registered by district`}
        fileName="marriages-by-district.csv"
        empty={t`No marriage was registered in this period.`}
        header={[t`District`, t`Marriages`]}
        rows={report.marriagesByDistrict.map((r) => [r.district, r.count])}
        chart={
          <Bars
            data={report.marriagesByDistrict.slice(0, 12)}
            label="district"
            value="count"
            name={t`Marriages`}
            color="blue.7"
            labelWidth={110}
          />
        }
      />
      <ReportSection
        id="by-service"
        title={t`Applications submitted in the period, by service and where they stand`}
        fileName="applications-by-service.csv"
        empty={t`No application was submitted in this period.`}
        header={[t`Service`, t`Submitted`, t`In review`, t`Approved`, t`Declined`, t`With the applicant`]}
        rows={report.applicationsByService.map((r) => [r.service, r.submitted, r.inReview, r.approved, r.declined, r.withApplicant])}
        chart={
          <LaterChart height={Math.max(200, report.applicationsByService.length * 40)}>
            <BarChart
              barChartProps={CHART_PROPS}
              h={Math.max(200, report.applicationsByService.length * 40)}
              data={report.applicationsByService}
              dataKey="service"
              orientation="vertical"
              type="stacked"
              withLegend
              yAxisProps={{ width: 170 }}
              series={[
                { name: 'inReview', label: t`In review`, color: 'blue.7' },
                { name: 'approved', label: t`Approved`, color: 'green.8' },
                { name: 'declined', label: t`Declined`, color: 'red.8' },
                { name: 'withApplicant', label: t`With the applicant`, color: 'orange.7' },
              ]}
            />
          </LaterChart>
        }
      />
      <ReportSection
        id="days"
        title={t`Average days from submission to decision`}
        fileName="days-to-decision.csv"
        empty={t`No application was decided in this period.`}
        header={[t`Service`, t`Decisions`, t`Average days`]}
        rows={report.daysToDecision.map((r) => [r.service, r.decisions, r.averageDays.toFixed(1)])}
        chart={
          <Bars data={report.daysToDecision} label="service" value="averageDays" name={t`Average days`} color="teal.8" labelWidth={170} />
        }
      />
      <ReportSection
        id="revenue-heads"
        title={t`Revenue received, by tax head`}
        fileName="revenue-by-tax-head.csv"
        empty={t`No payment was received in this period.`}
        header={[t`Tax head`, t`Payments`, t`Amount (UGX)`]}
        rows={report.revenueByTaxHead.map((r) => [r.taxHead, r.payments, r.amountUgx])}
        chart={
          <Bars
            data={report.revenueByTaxHead}
            label="taxHead"
            value="amountUgx"
            name="UGX"
            color="green.8"
            labelWidth={210}
            format={(v) => formatMoney(v)}
          />
        }
      />
      <ReportSection
        id="revenue"
        title={t`Revenue received, by price list item`}
        fileName="revenue.csv"
        empty={t`No payment was received in this period.`}
        header={[t`Item`, t`Payments`, t`Amount (UGX)`]}
        rows={report.revenue.map((r) => [r.item, r.payments, r.amountUgx])}
        chart={
          <Bars
            data={report.revenue}
            label="item"
            value="amountUgx"
            name="UGX"
            color="green.8"
            labelWidth={190}
            format={(v) => formatMoney(v)}
          />
        }
      />
    </Stack>
  );
}

/** The report page. */
export default function MarriageReportPage() {
  const { t } = useLingui();
  const { params, setFilter, setFilters } = useFilterParams();
  // The charts' library loads while the report is asked for (the figures do not wait for it).
  useEffect(() => void loadCharts(), []);
  const districts = useDistricts();
  // The default period ends on the API's today (GET /time; issue 30), never the device's: until it is known the
  // report waits.
  const today = useApiToday();
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : today ? isoDay(subMonths(parseISO(today), 12)) : '';
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : (today ?? '');
  const district = (params.get('district') ?? '').slice(0, 80);
  const known = from !== '' && to !== '';
  const badRange = known && from > to;
  const query = useMemo(() => ({ from, to, ...(district ? { district } : {}) }), [from, to, district]);
  const result = useMarriageReport(query, { enabled: known && !badRange });
  const districtOptions = useMemo(
    () => [
      { value: '', label: t`All districts` },
      ...[...districts].sort((a, b) => a.name.localeCompare(b.name)).map((d) => ({ value: d.name, label: d.name })),
    ],
    [districts, t],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Marriage reports</Trans>
        </Title>
        <Text mt="xs">
          <Trans>
            The registry’s figures for a period: marriages registered, applications and how long they take, and revenue. Each chart has a
            table of the same figures beside it.
          </Trans>
        </Text>
      </div>
      {/* The choices apply as they change, so they are no form (a form waits for a submit; issue 30, item 9). */}
      <div role="group" aria-label={t`Report period and district`}>
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            id="report-from"
            type="date"
            label={t`From`}
            value={from}
            onChange={(event) => setFilter('from', event.currentTarget.value || null)}
            w={{ base: '100%', sm: 180 }}
          />
          <TextInput
            id="report-to"
            type="date"
            label={t`To`}
            value={to}
            onChange={(event) => setFilter('to', event.currentTarget.value || null)}
            error={badRange ? t`The "to" date must be on or after the "from" date` : undefined}
            w={{ base: '100%', sm: 180 }}
          />
          <NativeSelect
            id="report-district"
            label={t`District`}
            data={districtOptions}
            value={district}
            onChange={(event) => setFilter('district', event.currentTarget.value || null)}
            w={{ base: '100%', sm: 220 }}
          />
          {params.toString() ? (
            <Button variant="subtle" mt={{ base: 0, sm: 25 }} onClick={() => setFilters({ from: null, to: null, district: null })}>
              <Trans>The last 12 months, all districts</Trans>
            </Button>
          ) : null}
        </Group>
      </div>
      {badRange ? null : result.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading the report…</Trans>
          </Text>
        </Group>
      ) : result.isError ? (
        <LoadError title={t`The report could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Sections report={result.data} />
      )}
    </Stack>
  );
}
