// The envelopes every answer comes in (one item, a page of a list) and the error bodies.

export interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export interface DataResponse<T> {
  data: T;
}

/** The error body the API answers with. */
export interface ApiErrorBody {
  message?: string;
  status?: string;
  errors?: Record<string, string[] | string>;
}

/** The body of a 422 answer: the first message and every message by field. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
