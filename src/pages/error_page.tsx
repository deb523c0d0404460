/** The 404 page (and other plain error pages): what happened and where to go instead. */
import { renderDocument } from "./layout.tsx";

export function renderErrorPage(
  input: {
    status: number;
    title: string;
    message: string;
    path: string;
    baseUrl: string;
    siteName: string;
    /** Who writes the reviews ("patients"), for the site's navigation. */
    customers?: string;
  },
): string {
  const body = (
    <>
      <h1>{input.title}</h1>
      <p>{input.message}</p>
      <p>
        <a href="/">Go to the overview</a> or <a href="/reviews">browse all reviews</a>.
      </p>
    </>
  );
  return renderDocument({
    title: input.title,
    description: input.message,
    path: input.path,
    baseUrl: input.baseUrl,
    siteName: input.siteName,
    customers: input.customers,
    noindex: true,
  }, body);
}
