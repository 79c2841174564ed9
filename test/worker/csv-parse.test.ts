/** The one CSV reader (RFC 4180): quotes, commas and line breaks in cells, a byte-order mark, row numbers in errors. */
import { describe, expect, it } from "vitest";
import { csvLine, csvRows, parseCsv } from "~/lib/csv";

describe("csvRows", () => {
  it("reads CRLF and LF lines, a last line break or none", () => {
    expect(csvRows("a,b\r\n1,2\r\n")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
    expect(csvRows("a,b\n1,2")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
    expect(csvRows("a,b\r1,2\r")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
  });
  it("reads quoted cells with commas, doubled quotes and line breaks", () => {
    expect(csvRows('name,kind\r\n"Smith, John","said ""hi"""\r\n"two\r\nlines",x')).toEqual({
      ok: true,
      rows: [
        ["name", "kind"],
        ["Smith, John", 'said "hi"'],
        ["two\r\nlines", "x"],
      ],
    });
  });
  it("keeps empty cells, quoted or not", () => {
    expect(csvRows('a,,""\r\n')).toEqual({ ok: true, rows: [["a", "", ""]] });
    expect(csvRows('""')).toEqual({ ok: true, rows: [[""]] });
  });
  it("skips a byte-order mark", () => expect(csvRows("\uFEFFname\r\nx")).toEqual({ ok: true, rows: [["name"], ["x"]] }));
  it("names the row of an open quote, a stray quote, text after a closing quote", () => {
    expect(csvRows('a\r\nb\r\n"c')).toMatchObject({ ok: false, row: 3, error: expect.stringContaining("never closed") });
    expect(csvRows('a\r\nb"c')).toMatchObject({ ok: false, row: 2, error: expect.stringContaining("does not start with one") });
    expect(csvRows('a\r\n"b"c')).toMatchObject({ ok: false, row: 2, error: expect.stringContaining("after a closing quote") });
  });
  it("reads back what the house writer writes", () => {
    const cells = ["plain", "with, comma", 'a "quote"', "two\nlines", "=SUM(A1)"];
    expect(csvRows(csvLine(cells))).toEqual({ ok: true, rows: [["plain", "with, comma", 'a "quote"', "two\nlines", "'=SUM(A1)"]] });
  });
});

describe("parseCsv", () => {
  it("gives records by the header's names, numbered as a spreadsheet numbers rows", () => {
    const read = parseCsv('\uFEFF name ,kind\r\n"Smith, John",client\r\n\r\n"Multi\nline",adverse\r\n');
    expect(read).toEqual({
      ok: true,
      header: ["name", "kind"],
      records: [
        { row: 2, values: { name: "Smith, John", kind: "client" } },
        { row: 4, values: { name: "Multi\nline", kind: "adverse" } },
      ],
    });
  });
  it("fills a short row with empty cells and refuses a long one", () => {
    expect(parseCsv("a,b\r\nx")).toMatchObject({ ok: true, records: [{ row: 2, values: { a: "x", b: "" } }] });
    expect(parseCsv("a,b\r\nx,y\r\n1,2,3")).toMatchObject({ ok: false, row: 3, error: "has 3 cells but the header names 2 columns" });
  });
  it("refuses an empty file and a doubled column", () => {
    expect(parseCsv("")).toMatchObject({ ok: false, row: 1 });
    expect(parseCsv("\uFEFF")).toMatchObject({ ok: false, row: 1 });
    expect(parseCsv("name,Name,name\r\n")).toMatchObject({ ok: false, row: 1, error: 'names the column "name" twice' });
  });
});
