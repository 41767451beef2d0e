import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTransactionSchema,
  CategoryReportSchema,
  CustomerReportSchema,
  DashboardSchema,
  ITEM_SALES_RULE,
  MarketReportSchema,
  PageQuerySchema,
  pageOf,
  ProductReportSchema,
  refineRange,
  REPORT_MAX_DAYS,
  ReportQuerySchema,
  SALES_RULE,
  SalesReportSchema,
  TransactionFiltersSchema,
  TransactionTotalsSchema,
  type ReportQuery,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { sendCsv, type CsvFile } from '../../../lib/csv';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import { dashboard } from './dashboard.service';
import { CATEGORY_COLUMNS, CUSTOMER_COLUMNS, exportCsv, MARKET_COLUMNS, productCsv, SALES_COLUMNS, type ExportJob } from './reports.csv';
import * as reports from './reports.service';
import * as transactions from './transactions.service';
import { exportTaxReport, taxReport } from './taxes.service';
import { TaxReportQuerySchema, TaxReportSchema } from '@shopwright/shared/tax';

const CSV_RESPONSE = { 200: z.string().describe('A CSV file with a header row'), ...ADMIN_ERRORS };
const RANGE_HELP = `\`from\` and \`to\` are UTC days (YYYY-MM-DD, both included; the last 30 days by default, at most ${REPORT_MAX_DAYS}).`;

/** One report: its JSON answer and its CSV file (with every row, not only the JSON's first ones). */
interface ReportRoute {
  name: string;
  summary: string;
  schema: z.ZodType;
  json: (ctx: AppContext, q: ReportQuery) => Promise<unknown>;
  csv: (ctx: AppContext, actorId: number, q: ReportQuery) => Promise<CsvFile>;
}

function report<R, T>(
  name: string,
  summary: string,
  schema: z.ZodType<R>,
  build: (ctx: AppContext, q: ReportQuery, limit?: number) => Promise<R>,
  csv: (report: R) => Pick<ExportJob<T>, 'columns' | 'rows'>,
): ReportRoute {
  return {
    name,
    summary,
    schema,
    json: (ctx, q) => build(ctx, q),
    csv: async (ctx, actorId, q) => exportCsv(ctx, actorId, { name, filters: q, ...csv(await build(ctx, q, Number.POSITIVE_INFINITY)) }),
  };
}

const REPORTS: ReportRoute[] = [
  report('sales', 'Sales per day, week or month (`group`), with totals', SalesReportSchema, reports.salesReport, (r) => ({
    columns: SALES_COLUMNS,
    rows: r.series,
  })),
  report('categories', 'Item sales per category', CategoryReportSchema, reports.categoryReport, (r) => ({
    columns: CATEGORY_COLUMNS,
    rows: r.rows,
  })),
  report(
    'products',
    'Item sales per product, best first (`by=variant`: with each SKU sold)',
    ProductReportSchema,
    reports.productReport,
    (r) => productCsv(r.rows),
  ),
  report('customers', 'Sales per customer, best first', CustomerReportSchema, reports.customerReport, (r) => ({
    columns: CUSTOMER_COLUMNS,
    rows: r.rows,
  })),
  report(
    'markets',
    'Sales per market and currency: as charged (`gross`, `refunds`, `net` in `currency`) and in the base currency (`*_base`, each order at its stored rate)',
    MarketReportSchema,
    reports.marketReport,
    (r) => ({ columns: MARKET_COLUMNS, rows: r.rows }),
  ),
];

/** The dashboard's figures, the payment transactions and the sales reports, each report also as CSV. */
export async function adminReportsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin: reports'],
        summary: 'Sales, orders and new customers today, 7 and 30 days; recent orders, low stock, best sellers',
        description: SALES_RULE,
        security,
        response: { 200: DashboardSchema, ...ADMIN_ERRORS },
      },
    },
    async () => dashboard(ctx),
  );

  const txTags = ['admin: transactions'];
  app.get(
    '/admin/transactions',
    {
      schema: {
        tags: txTags,
        summary: 'Payment authorizations, captures, refunds and voids, newest first, with the totals of all that match',
        security,
        querystring: PageQuerySchema.extend(TransactionFiltersSchema.shape).superRefine(refineRange),
        response: {
          200: pageOf(AdminTransactionSchema).extend({ totals: TransactionTotalsSchema, currency: z.string() }),
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request) => transactions.listTransactions(ctx, request.query),
  );

  app.get(
    '/admin/transactions/export.csv',
    {
      schema: {
        tags: txTags,
        summary: 'Every transaction matching the filters as CSV',
        security,
        querystring: TransactionFiltersSchema.superRefine(refineRange),
        produces: ['text/csv'],
        response: CSV_RESPONSE,
      },
    },
    async (request, reply) => sendCsv(reply, await transactions.exportTransactions(ctx, authOf(request).userId, request.query)),
  );

  const tags = ['admin: reports'];
  const TAX_HELP =
    'Taxable amount (without tax) and tax by period, destination country and rate, with what was refunded of each: what an EU OSS return asks for. ' +
    'Orders count once their money came in (paid, partly or wholly refunded), in the UTC day they were placed; `from` and `to` are included.';
  app.get(
    '/admin/reports/taxes',
    {
      schema: {
        tags,
        summary: 'Taxes by country, rate and month or quarter',
        description: TAX_HELP,
        security,
        querystring: TaxReportQuerySchema,
        response: { 200: TaxReportSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => taxReport(ctx, request.query),
  );
  app.get(
    '/admin/reports/taxes.csv',
    {
      schema: {
        tags,
        summary: 'The tax report as CSV',
        description: TAX_HELP,
        security,
        querystring: TaxReportQuerySchema,
        produces: ['text/csv'],
        response: CSV_RESPONSE,
      },
    },
    async (request, reply) => sendCsv(reply, await exportTaxReport(ctx, authOf(request).userId, request.query)),
  );

  for (const report of REPORTS) {
    const description = `${RANGE_HELP} ${SALES_RULE}${report.name === 'categories' || report.name === 'products' ? ` ${ITEM_SALES_RULE}` : ''}`;
    app.get(
      `/admin/reports/${report.name}`,
      {
        schema: {
          tags,
          summary: report.summary,
          description,
          security,
          querystring: ReportQuerySchema,
          response: { 200: report.schema, ...ADMIN_ERRORS },
        },
      },
      async (request) => report.json(ctx, request.query),
    );

    app.get(
      `/admin/reports/${report.name}.csv`,
      {
        schema: {
          tags,
          summary: `${report.summary}, as CSV`,
          description,
          security,
          querystring: ReportQuerySchema,
          produces: ['text/csv'],
          response: CSV_RESPONSE,
        },
      },
      async (request, reply) => sendCsv(reply, await report.csv(ctx, authOf(request).userId, request.query)),
    );
  }
}
