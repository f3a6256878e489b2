import { useNavigation } from "react-router";
import { Spinner } from "~/shared/ui/spinner";

/** A Loading spinner while a route's code or data loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="route-progress">
      <Spinner />
    </div>
  );
}
