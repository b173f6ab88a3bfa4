import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export type ServiceState = 'up' | 'down';

export interface ServiceHealth {
  status: ServiceState;
  rtt_ms: number | null;
  error?: string;
}

export interface HealthResponse {
  status: string;
  services: Record<string, ServiceHealth>;
}

// One api slice for the whole SPA; features add endpoints with `baseApi.injectEndpoints`.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
    }),
  }),
});

export const { useGetHealthQuery } = baseApi;
