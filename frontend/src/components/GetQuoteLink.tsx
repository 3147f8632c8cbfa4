/** The call to action of every content page: to the quote form on the home page (a full page load). */
export function GetQuoteLink() {
  return (
    <p>
      <a className="button button--primary" href="/#quote">
        Get a Free Quote
      </a>
    </p>
  );
}
