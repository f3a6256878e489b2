import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "./review-rules";
import { reviewSchema } from "./review-schema";

const valid = {
  name: "  Maria Thomas ",
  rating: "5",
  text: "They found us the perfect cottage above Coral Bay and handled every detail of the closing.",
  experience: "purchase",
  property: " Coral Bay cottage ",
};

function messages(input: Record<string, unknown>) {
  const result = reviewSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("reviewSchema", () => {
  it("accepts a complete review and tidies it", () => {
    expect(reviewSchema.parse(valid)).toEqual({
      name: "Maria Thomas",
      rating: 5,
      text: valid.text,
      experience: "purchase",
      property: "Coral Bay cottage",
    });
  });

  it("treats the property as optional", () => {
    expect(reviewSchema.parse({ ...valid, property: "  " }).property).toBeUndefined();
    const { property: _property, ...rest } = valid;
    expect(reviewSchema.parse(rest).property).toBeUndefined();
  });

  it("refuses a rating of 0 or 6, a fraction, words and nothing, with one clear message", () => {
    for (const rating of ["0", "6", "-1", "3.5", "five", "", undefined, "Infinity", 0, 6]) {
      expect(messages({ ...valid, rating }), String(rating)).toEqual({ rating: "Please choose a rating from 1 to 5 stars" });
    }
    for (const rating of ["1", "2", "3", "4", "5", 4]) expect(messages({ ...valid, rating }), String(rating)).toEqual({});
  });

  it("refuses empty, short and over-long text", () => {
    expect(messages({ ...valid, text: "" })).toEqual({ text: "Please write your review" });
    expect(messages({ ...valid, text: "   \r\n  " })).toEqual({ text: "Please write your review" });
    expect(messages({ ...valid, text: "Great!" })).toEqual({ text: "Your review must be at least 10 characters" });
    expect(messages({ ...valid, text: "x".repeat(50_000) })).toEqual({ text: "Your review must be 2,000 characters or fewer" });
    expect(reviewSchema.parse({ ...valid, text: "a".repeat(999) + "\r\n" + "b".repeat(1000) }).text).toHaveLength(2000);
  });

  it("names every missing field and refuses wrong types without throwing", () => {
    expect(messages({})).toEqual({
      name: REVIEW_MESSAGES.name,
      rating: REVIEW_MESSAGES.rating,
      text: REVIEW_MESSAGES.text,
      experience: REVIEW_MESSAGES.experience,
    });
    expect(messages({ ...valid, name: ["a", "b"], experience: "stole", property: 5 })).toEqual({
      name: REVIEW_MESSAGES.name,
      experience: REVIEW_MESSAGES.experience,
      property: REVIEW_MESSAGES.propertyTooLong,
    });
    expect(messages({ ...valid, name: "n".repeat(101), property: "p".repeat(121) })).toEqual({
      name: REVIEW_MESSAGES.nameTooLong,
      property: REVIEW_MESSAGES.propertyTooLong,
    });
  });
});
