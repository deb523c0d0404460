/** schema.org JSON-LD for the pages: the business with its rating and recent reviews, and one review. */
import type { AggregateRating, Business, Review } from "../model/mod.ts";
import { safeHttpUrl } from "./escape.ts";
import { SCHEMA_DAYS } from "./format.ts";
import { schemaOrgType } from "./schema_type.ts";

type Json = Record<string, unknown>;

/** Drops null, undefined and empty-array values, so the markup only states what is known. */
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

/** The business's `@id`, so a review can point at the business described on `/`. */
export const businessId = (baseUrl: string) => `${baseUrl}/#business`;

/** `https://…/reviews/{id}` */
export const reviewUrl = (baseUrl: string, id: string) => `${baseUrl}/reviews/${id}`;

function reviewNode(review: Review, baseUrl: string): Json {
  return compact({
    "@type": "Review",
    "@id": reviewUrl(baseUrl, review.id),
    url: reviewUrl(baseUrl, review.id),
    author: { "@type": "Person", name: review.author },
    datePublished: review.date,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
  });
}

function businessNode(business: Business, baseUrl: string): Json {
  const { address, geo } = business;
  return compact({
    "@type": schemaOrgType(business.category),
    "@id": businessId(baseUrl),
    name: business.name,
    description: business.description,
    url: safeHttpUrl(business.url) ?? `${baseUrl}/`,
    telephone: business.telephone,
    email: business.email,
    address: address
      ? compact({
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postal_code,
        addressCountry: address.country,
      })
      : null,
    geo: geo ? { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng } : null,
    openingHoursSpecification: business.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => SCHEMA_DAYS[d]),
      opens: h.opens,
      closes: h.closes,
    })),
  });
}

/** JSON-LD of `/`: the business as its schema.org type, its aggregate rating (when rated) and recent reviews. */
export function businessJsonLd(
  business: Business,
  aggregate: AggregateRating,
  recent: readonly Review[],
  baseUrl: string,
): Json {
  return {
    "@context": "https://schema.org",
    ...businessNode(business, baseUrl),
    ...(aggregate.review_count > 0
      ? {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: aggregate.rating_value,
          reviewCount: aggregate.review_count,
          bestRating: 5,
          worstRating: 1,
        },
      }
      : {}),
    ...(recent.length ? { review: recent.map((review) => reviewNode(review, baseUrl)) } : {}),
  };
}

/** JSON-LD of a review page: the review, what it reviews, and the owner's reply as a comment. */
export function reviewJsonLd(review: Review, business: Business, baseUrl: string): Json {
  return {
    "@context": "https://schema.org",
    ...reviewNode(review, baseUrl),
    itemReviewed: { "@type": schemaOrgType(business.category), "@id": businessId(baseUrl), name: business.name },
    ...(review.owner_reply
      ? {
        comment: {
          "@type": "Comment",
          text: review.owner_reply.text,
          dateCreated: review.owner_reply.date,
          author: { "@type": "Organization", name: business.name },
        },
      }
      : {}),
  };
}
