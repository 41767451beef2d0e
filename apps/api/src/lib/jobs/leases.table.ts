/** Who runs each background job now (migration 0011); owned by lib/jobs. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface JobLeaseTables {
  job_leases: JobLeasesTable;
}
